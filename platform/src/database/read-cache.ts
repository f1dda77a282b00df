import { LRUCache } from 'lru-cache';
import type { DatabaseArea, DatabaseHost } from './database-host';

/**
 * Rows a service reads on every page load (GET /api/user composes three), kept in memory while this process is
 * their only writer. The embedded database belongs to one process (the DATA_DIR lock sees to it), and the repository
 * that writes a row forgets it in the same call, so the cache cannot go stale; a read that started before a write
 * is not kept. With a database server (this area's DATABASE_URL_<AREA> or DATABASE_URL), other replicas and the
 * admin command write too: nothing is cached.
 */
export class ReadCache<Key extends string | number, Value> {
  private readonly rows?: LRUCache<Key, { value: Value }>;
  /** Bumped by every write: a load that overlapped one may hold the old row. */
  private writes = 0;

  constructor(databases: Pick<DatabaseHost, 'urlOf'>, area: DatabaseArea, max = 10_000) {
    if (!databases.urlOf(area)) this.rows = new LRUCache({ max });
  }

  async read(key: Key, load: () => Promise<Value>): Promise<Value> {
    const cached = this.rows?.get(key);
    if (cached) return cached.value;
    const writes = this.writes;
    const value = await load();
    if (writes === this.writes) this.rows?.set(key, { value });
    return value;
  }

  forget(key: Key): void {
    this.writes++;
    this.rows?.delete(key);
  }
}

/**
 * A view of a row, formatted once per row object: a ReadCache hands out the same row until a write replaces it (rows
 * are never changed in place), and formatting dates for the page read (V8's toISOString goes through printf) cost more
 * than the cached read itself. The view is frozen, since every reader of that row shares it.
 */
export function formattedOnce<Row extends object, View extends object>(format: (row: Row) => View): (row: Row) => Readonly<View> {
  const views = new WeakMap<Row, Readonly<View>>();
  return (row) => {
    let view = views.get(row);
    if (!view) views.set(row, (view = Object.freeze(format(row))));
    return view;
  };
}
