import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { shopCountries, shopSchema } from '@presently/proto';
import { z } from 'zod';

const optionalUrl = (what: string) => z.url(`must be a ${what} URL`).optional();
/** One URL, or a comma-separated list of replicas the gateway takes turns over (behind a load balancer: one URL). */
const serviceUrls = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs, comma-separated' })).min(1))
  .optional();
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const kafkaName = z.string().regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, ".", "_" and "-"');

/** The whole environment of a Presently process, validated once at start-up. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Unset: GET /metrics is answered on PORT. Set: on this port only, which the public edge never routes to.
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
  DATA_DIR: z.string().min(1).default('./data').transform((dir) => resolve(dir)),
  PUBLIC_URL: optionalUrl('http(s)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  COOKIE_SECURE: flag.optional(),
  INTERNAL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a share link opens: one made with POST /api/gifts/share, and a saved set's own, from when it was saved. */
  SHARE_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@presently.app'),

  DATABASE_URL: optionalUrl('postgresql://'),
  DATABASE_URL_AUTH: optionalUrl('postgresql://'),
  DATABASE_URL_GIFTS: optionalUrl('postgresql://'),
  DATABASE_URL_BILLING: optionalUrl('postgresql://'),
  DATABASE_URL_OCCASIONS: optionalUrl('postgresql://'),
  DATABASE_URL_PLATFORM: optionalUrl('postgresql://'),
  REDIS_URL: optionalUrl('redis://'),
  /** Prepended to every Redis key, so environments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]+$/, 'letters, digits and . : _ - only').optional(),
  SERVICE_URL_AUTH: serviceUrls,
  SERVICE_URL_GIFTS: serviceUrls,
  SERVICE_URL_BILLING: serviceUrls,
  SERVICE_URL_OCCASIONS: serviceUrls,
  /** How long the gateway waits on a service's answer; generation (a language model) gets its own, longer wait. */
  SERVICE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  GENERATION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(1800).default(120),
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be a comma-separated list of host:port')
    .optional(),
  KAFKA_CLIENT_ID: kafkaName.optional(),
  KAFKA_GROUP_PREFIX: kafkaName.default('presently'),
  /**
   * How long a consumer's fetch waits for events before the broker answers empty (Kafka's fetch.max.wait.ms). A
   * broker answers as soon as events arrive, so this bounds only idle round trips and how fast a stopping replica
   * leaves its group; a broker that holds every fetch for the whole wait (librdkafka's mock) adds up to it to each
   * event's delivery.
   */
  KAFKA_FETCH_WAIT_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  SMTP_URL: optionalUrl('smtp://'),
  MAIL_FROM: z.string().min(3).default('Presently <reminders@presently.app>'),

  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl('http(s)'),
  GIFT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /**
   * The most one generation may spend on the model, repair included, before the catalog answers instead. The web app
   * gives up on a silent answer after 20 s on a phone, so the default leaves the catalog time to answer before that.
   */
  GIFT_MODEL_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(15),

  /**
   * Threads of their own for the catalog engine, so ideas are chosen on other cores than the one answering HTTP; 0
   * chooses them on the service's own thread. The default leaves one core to that thread, and stops at 4: each
   * thread holds its own catalog (about 60 MB).
   */
  GIFT_ENGINE_THREADS: z.coerce.number().int().min(0).max(64).default(Math.min(4, Math.max(1, availableParallelism() - 1))),

  /** Where "Find online" searches: the well-known shops of this country. */
  SHOP_COUNTRY: z.enum(shopCountries, { error: `must be one of ${shopCountries.join(', ')}` }).default('US'),
  /** Affiliate tags for shops whose programme takes one on a search address, e.g. `amazon=presently-20`. */
  SHOP_AFFILIATE_TAGS: z
    .string()
    .regex(/^[a-z0-9-]+=[\w.-]+(?:,[a-z0-9-]+=[\w.-]+)*$/, 'must be a comma-separated list of shop=tag')
    .transform((value) => Object.fromEntries(value.split(',').map((pair) => pair.split('=') as [string, string])))
    .optional(),
  /** The whole list of shops, as JSON, in place of the country's: [{ id, name, url with {query}, kinds }]. */
  SHOPS: z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(shopSchema, { error: 'must be a JSON array of shops ({ id, name, url with {query}, kinds })' }).min(1))
    .optional(),

  /** How billing takes payments: Stripe (with STRIPE_SECRET_KEY) or the built-in sandbox. Unset: Stripe when its key is set. */
  PAYMENT_PROVIDER: z.enum(['stripe', 'sandbox'], { error: 'must be stripe or sandbox' }).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_API_URL: optionalUrl('http(s)'),

  REMINDER_SCAN_INTERVAL_MINUTES: z.coerce.number().min(0.1).max(1440).default(15),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).max(1048576).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(10).default(2),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming each variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.STRIPE_SECRET_KEY && !(parsed.data.STRIPE_PRICE_MONTHLY && parsed.data.STRIPE_PRICE_YEARLY)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_PRICE_MONTHLY: required (with STRIPE_PRICE_YEARLY) when STRIPE_SECRET_KEY is set');
  }
  if (parsed.data.PAYMENT_PROVIDER === 'stripe' && !parsed.data.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe');
  }
  return parsed.data;
}

/** The payment provider billing uses: the one chosen, else Stripe when its key is set, else the sandbox. */
export const paymentProviderOf = (config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>): 'stripe' | 'sandbox' =>
  config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');

export const CONFIG = Symbol('Config');
