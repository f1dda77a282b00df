import { loadPageChunk, type PageLoadEnv } from './lazy-page';

/** A tab's sessionStorage, shared across its reloads, and a count of the reloads asked for. */
function browserTab() {
  const items = new Map<string, string>();
  const env = {
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    reloads: 0,
    reload() {
      env.reloads += 1;
    },
  };
  return env;
}

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const page = { ProfilePage: () => null };
const pending = Symbol('pending');
/** What a load settles to within a tick; a load waiting for the reload never settles. */
const settled = <T>(load: Promise<T>) => Promise.race([load, new Promise<typeof pending>((resolve) => setTimeout(resolve, 10, pending))]);

describe('loading a page chunk', () => {
  it('hands over the chunk when it loads', async () => {
    const tab = browserTab();
    await expect(loadPageChunk(() => Promise.resolve(page), tab)).resolves.toBe(page);
    expect(tab.reloads).toBe(0);
  });

  it('reloads the page once when the chunk is gone after a redeploy, and waits for the reload', async () => {
    const tab = browserTab();
    await expect(settled(loadPageChunk(missingChunk, tab))).resolves.toBe(pending);
    expect(tab.reloads).toBe(1);
  });

  it('throws instead of reloading again when the chunk is still missing after the reload', async () => {
    const tab = browserTab();
    await settled(loadPageChunk(missingChunk, tab));
    await expect(loadPageChunk(missingChunk, tab)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(tab.reloads).toBe(1);
  });

  it('may reload again for a later redeploy once a page has loaded since', async () => {
    const tab = browserTab();
    await settled(loadPageChunk(missingChunk, tab));
    await loadPageChunk(() => Promise.resolve(page), tab);
    await expect(settled(loadPageChunk(missingChunk, tab))).resolves.toBe(pending);
    expect(tab.reloads).toBe(2);
  });

  it('does not reload when storage is blocked, since nothing could stop a reload loop', async () => {
    const tab = browserTab();
    const blocked: PageLoadEnv = {
      get storage(): PageLoadEnv['storage'] {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      reload: () => tab.reload(),
    };
    await expect(loadPageChunk(missingChunk, blocked)).rejects.toThrow('Failed to fetch');
    await expect(loadPageChunk(() => Promise.resolve(page), blocked)).resolves.toBe(page);
    expect(tab.reloads).toBe(0);
  });
});
