import type { Config, ServiceArea } from '@presently/platform';
import type { HTTPMethods } from 'fastify';

/** The /api routes each service answers; the gateway forwards them when that service runs in another process. */
export interface ServiceRoute {
  area: ServiceArea;
  url: string;
  methods: HTTPMethods[];
}

const EVERY: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** GET /api/user and GET /api/subscription are the gateway's own composite reads; the changes are the services'. */
const CHANGES: HTTPMethods[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const serviceRoutes: ServiceRoute[] = [
  { area: 'auth', url: '/api/register', methods: EVERY },
  { area: 'auth', url: '/api/login', methods: EVERY },
  { area: 'auth', url: '/api/logout', methods: EVERY },
  { area: 'auth', url: '/api/forgot-password', methods: EVERY },
  { area: 'auth', url: '/api/reset-password', methods: EVERY },
  { area: 'auth', url: '/api/verify-email', methods: EVERY },
  { area: 'auth', url: '/api/user', methods: CHANGES },
  { area: 'auth', url: '/api/user/*', methods: EVERY },
  { area: 'gifts', url: '/api/gifts', methods: EVERY },
  { area: 'gifts', url: '/api/gifts/*', methods: EVERY },
  { area: 'billing', url: '/api/billing', methods: EVERY },
  { area: 'billing', url: '/api/billing/*', methods: EVERY },
  { area: 'billing', url: '/api/billing-history', methods: EVERY },
  { area: 'billing', url: '/api/subscription', methods: CHANGES },
  { area: 'billing', url: '/api/subscription/*', methods: EVERY },
  { area: 'occasions', url: '/api/occasions', methods: EVERY },
  { area: 'occasions', url: '/api/occasions/*', methods: EVERY },
];

/** Generation may wait on a language model for 30 s and more, and a stream sends its ideas one by one. */
const GENERATION = /^\/api\/gifts\/(suggest|suggest\/stream|refine|compare|card-message|check-clarification)$/;

/**
 * How long the gateway waits for a service's answer to begin, and between two pieces of it: most answers come from a
 * database in milliseconds (SERVICE_TIMEOUT_SECONDS, 15 s), generation gets GENERATION_TIMEOUT_SECONDS (120 s).
 */
export function timeoutFor(path: string, config: Pick<Config, 'SERVICE_TIMEOUT_SECONDS' | 'GENERATION_TIMEOUT_SECONDS'>): number {
  return (GENERATION.test(path) ? config.GENERATION_TIMEOUT_SECONDS : config.SERVICE_TIMEOUT_SECONDS) * 1000;
}
