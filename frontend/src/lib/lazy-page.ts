import { lazy, type ComponentType } from 'react';
import { withSchemas } from './schemas';

// Set in sessionStorage while the page reloads after a failed page-chunk load; cleared once a page chunk loads.
const RELOAD_FLAG = 'pageChunkReload';

export interface PageLoadEnv {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

const browser: PageLoadEnv = {
  // A getter: reading sessionStorage itself throws when the browser blocks storage.
  get storage() {
    return window.sessionStorage;
  },
  reload: () => window.location.reload(),
};

/** True when this failure may reload the page: not straight after a reload for the same reason, and never blind. */
function claimReload(env: PageLoadEnv): boolean {
  try {
    if (env.storage.getItem(RELOAD_FLAG) !== null) return false;
    env.storage.setItem(RELOAD_FLAG, 'true');
    return true;
  } catch {
    // Without storage nothing would stop a reload loop, so the error goes to the error boundary instead.
    return false;
  }
}

/**
 * Loads a page's chunk. After a redeploy an open tab still asks for the old hashed chunk, which is gone; reloading
 * fetches the new build. A second failure in a row is a real one and is thrown to the page error boundary.
 */
export async function loadPageChunk<T>(load: () => Promise<T>, env: PageLoadEnv = browser): Promise<T> {
  let chunk: T;
  try {
    chunk = await load();
  } catch (error) {
    if (!claimReload(env)) throw error;
    env.reload();
    // Keep the page's Suspense fallback up until the reload replaces it.
    return new Promise<never>(() => {});
  }
  try {
    env.storage.removeItem(RELOAD_FLAG);
  } catch {
    // Storage is blocked, so no flag was ever set.
  }
  return chunk;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component with any props
type AnyComponent = ComponentType<any>;

/**
 * A page (or a part of one) loaded on demand by its export name, with the schemas it may check, reloading once if its
 * chunk has gone (see `loadPageChunk`).
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => loadPageChunk(() => withSchemas(load)).then((chunk) => ({ default: chunk[name] })));
}
