import type { Config, Logger } from '@presently/platform';
import { loadCatalog } from './catalog/catalog';
import { CatalogEngine } from './catalog/catalog.engine';
import type { GiftEngine } from './gift-engine';

/**
 * The engine a deployment's configuration asks for: the model when one is configured, with the catalog engine as its
 * fallback; the catalog engine alone otherwise. The model's client is loaded only when configured. The service and
 * `npm run eval` build it here alike, so the evaluation measures what people are served. The service passes its one
 * catalog engine, which it also uses alone for reminder ideas.
 */
export async function configuredEngine(
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'GIFT_MODEL' | 'GIFT_MODEL_TIMEOUT_SECONDS'>,
  logger: Pick<Logger, 'warn'>,
  offline = new CatalogEngine(loadCatalog()),
): Promise<GiftEngine> {
  if (!config.OPENAI_API_KEY) return offline;
  const { LlmEngine } = await import('./llm/llm.engine');
  return new LlmEngine(
    { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.GIFT_MODEL, timeoutMs: config.GIFT_MODEL_TIMEOUT_SECONDS * 1000, logger },
    offline,
  );
}
