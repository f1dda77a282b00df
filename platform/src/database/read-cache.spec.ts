import { formattedOnce, ReadCache } from './read-cache';

describe('ReadCache', () => {
  const embedded = { urlOf: () => undefined };

  it('reads a row once while this process is its only writer, and again after a write forgets it', async () => {
    const cache = new ReadCache<number, string>(embedded, 'gifts');
    const load = jest.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    expect(await cache.read(1, load)).toBe('v1');
    expect(await cache.read(1, load)).toBe('v1');
    cache.forget(1);
    expect(await cache.read(1, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a database server, which other processes write too', async () => {
    // A gifts process of the distributed mode: its own database on a server, whatever the other areas use.
    const cache = new ReadCache<number, string>({ urlOf: (area) => (area === 'gifts' ? 'postgres://db/gifts' : undefined) }, 'gifts');
    const load = jest.fn().mockResolvedValue('row');
    await cache.read(1, load);
    await cache.read(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that overlapped a write: it may hold the row from before', async () => {
    const cache = new ReadCache<number, string>(embedded, 'gifts');
    let finish!: (value: string) => void;
    const slow = cache.read(1, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget(1);
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.read(1, async () => 'after the write')).toBe('after the write');
  });
});

describe('formattedOnce', () => {
  it('formats a row once, shares the frozen view, and formats the row a write stored anew', () => {
    const format = jest.fn((row: { at: Date }) => ({ at: row.at.toISOString() }));
    const view = formattedOnce(format);
    const before = { at: new Date('2026-11-28T10:00:00Z') };
    const after = { at: new Date('2026-11-29T10:00:00Z') };

    expect(view(before)).toBe(view(before));
    expect(Object.isFrozen(view(before))).toBe(true);
    expect(view(after)).toEqual({ at: '2026-11-29T10:00:00.000Z' });
    expect(format).toHaveBeenCalledTimes(2);
  });
});
