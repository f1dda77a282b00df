/**
 * The shared schemas (zod) load with the first page part that checks something, not with the landing page: building
 * them is a large share of a phone's start-up work. zod is set up for the page first (./zod-config), before any
 * schema is built.
 */
export function withSchemas<T>(load: () => Promise<T>): Promise<T> {
  return import('./zod-config').then(load);
}

export const loadSchemas = () => withSchemas(() => import('@presently/proto'));
