import type { Target } from '@presently/platform';
import { resolveTargets } from '../src/targets';

export interface Route {
  method: string;
  /** Fastify's pattern, e.g. `/api/gifts/:id/feedback/:suggestionIndex`. */
  url: string;
}

/**
 * The targets with a hook that records every route as Fastify registers it: suites that walk "every route" read
 * the list from the running app, so a new route is covered the day it is added.
 */
export function recordingRoutes(targets: Target[] = resolveTargets('all')): { targets: Target[]; routes: Route[] } {
  const routes: Route[] = [];
  const [first, ...rest] = targets;
  const recording: Target = {
    ...first,
    async configure(app) {
      app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && !routes.some((known) => known.method === method && known.url === route.url)) routes.push({ method, url: route.url });
        }
      });
      await first.configure?.(app);
    },
  };
  return { targets: [recording, ...rest], routes };
}

/** The API routes: what a browser or another site can reach under /api. */
export const apiRoutes = (routes: Route[]) => routes.filter((route) => route.url.startsWith('/api'));

/** The route's pattern with its params filled in by `value(name)`. */
export const fillPath = (url: string, value: (param: string) => string) => url.replace(/:([A-Za-z]+)/g, (_, name: string) => value(name));
