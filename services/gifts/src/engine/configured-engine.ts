import type { Config, Logger } from '@presently/platform';
import { CatalogThreads } from './catalog/catalog-threads';
import { CatalogEngine } from './catalog/catalog.engine';
import type { GiftEngine } from './gift-engine';

type EngineConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'GIFT_MODEL' | 'GIFT_MODEL_TIMEOUT_SECONDS' | 'GIFT_ENGINE_THREADS'>;

/**
 * The catalog engine a deployment runs: on threads of its own (GIFT_ENGINE_THREADS), or on the service's thread when
 * asked to, or when a model is configured: the model's answers are read and repaired with the catalog at hand, and
 * waiting on a model leaves the thread free anyway.
 */
export function catalogEngine(config: EngineConfig): GiftEngine {
  return config.OPENAI_API_KEY || config.GIFT_ENGINE_THREADS === 0 ? new CatalogEngine() : new CatalogThreads(config.GIFT_ENGINE_THREADS);
}

/**
 * The engine a deployment's configuration asks for: the model when one is configured, with the catalog engine as its
 * fallback; the catalog engine alone otherwise. The model's client is loaded only when configured. The service and
 * `npm run eval` build it here alike, so the evaluation measures what people are served. The service passes its one
 * catalog engine, which it also uses alone for reminder ideas.
 */
export async function configuredEngine(config: EngineConfig, logger: Pick<Logger, 'warn'>, catalog = catalogEngine(config)): Promise<GiftEngine> {
  if (!config.OPENAI_API_KEY) return catalog;
  const offline = catalog instanceof CatalogEngine ? catalog : new CatalogEngine();
  const { LlmEngine } = await import('./llm/llm.engine');
  return new LlmEngine(
    { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.GIFT_MODEL, timeoutMs: config.GIFT_MODEL_TIMEOUT_SECONDS * 1000, logger },
    offline,
  );
}
