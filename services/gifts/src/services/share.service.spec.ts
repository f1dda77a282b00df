import { type Config, RateLimits } from '@presently/platform';
import type { RecipientInfo, ShareRequest } from '@presently/proto';
import type { NewShare, ShareOwner, ShareRepository } from '../repositories/share.repository';
import { SHARE_NOT_FOUND, ShareService } from './share.service';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const idea = { title: 'Camera Strap', description: 'A strap', reasoning: 'For Maya', personalizedReasoning: 'Maya hikes', category: 'physical' as const, price: 40, tags: [] };
const request = (selectedIndex = 0): ShareRequest => ({
  giftSuggestion: { suggestions: [idea, { ...idea, title: 'Trail Map' }], summary: '', insight: '' },
  recipientInfo: { name: 'Maya' } as RecipientInfo,
  selectedIndex,
});

/** The service over an in-memory repository, with the clock at NOW and counters in this process. */
function service(ttlDays = 90) {
  const rows = new Map<string, NewShare>();
  const shares = {
    create: async (share: NewShare) => void rows.set(share.id, share),
    findOpen: async (id: string, now: Date) => {
      const row = rows.get(id);
      return row && row.expiresAt > now ? row : null;
    },
    revoke: async ({ userId, guestId }: ShareOwner, id: string) => {
      const row = rows.get(id);
      return !!row && ((userId !== undefined && row.userId === userId) || (!!guestId && row.guestId === guestId)) && rows.delete(id);
    },
    deleteExpired: async (now: Date) => [...rows.values()].filter((row) => row.expiresAt <= now && rows.delete(row.id)).length,
  } as unknown as ShareRepository;
  let now = NOW;
  const sut = new ShareService(shares, new RateLimits(), { SHARE_TTL_DAYS: ttlDays } as Config, () => now);
  return { sut, rows, later: (days: number) => (now = new Date(NOW.getTime() + days * 86_400_000)) };
}

describe('ShareService', () => {
  it('makes a link on the given origin that expires SHARE_TTL_DAYS later', async () => {
    const { sut, rows } = service(7);
    const made = await sut.share({ ip: '203.0.113.1' }, request(1), 'https://presently.example');
    expect(made.shareUrl).toBe(`https://presently.example/shared/${made.shareId}`);
    expect(made.shareId).toMatch(/^[\w-]{24}$/);
    expect(made.expiresAt).toBe('2026-12-03T12:00:00.000Z');
    expect(rows.get(made.shareId)).toMatchObject({ userId: null, selectedIndex: 1 });
  });

  it('refuses an index past the ideas', async () => {
    await expect(service().sut.share({ ip: '203.0.113.1' }, request(2), 'https://presently.example')).rejects.toThrow('selectedIndex must point at one of the suggestions');
  });

  it('opens a link until it expires, then answers the missing-link 404, and cleans it', async () => {
    const { sut, later } = service();
    const { shareId } = await sut.share({ userId: 7, ip: '203.0.113.1' }, request(), 'https://presently.example');
    await expect(sut.shared(shareId)).resolves.toMatchObject({ selectedIndex: 0 });
    later(89.9);
    expect(await sut.deleteExpired()).toBe(0);
    later(90);
    await expect(sut.shared(shareId)).rejects.toThrow(SHARE_NOT_FOUND);
    expect(await sut.deleteExpired()).toBe(1);
  });

  it("lets only the owner revoke; another user's attempt is as a missing link's", async () => {
    const { sut } = service();
    const { shareId } = await sut.share({ userId: 7, ip: '203.0.113.1' }, request(), 'https://presently.example');
    await expect(sut.revoke({ userId: 8 }, shareId)).rejects.toThrow(SHARE_NOT_FOUND);
    await expect(sut.revoke({ userId: 7 }, shareId)).resolves.toMatchObject({ success: true });
    await expect(sut.shared(shareId)).rejects.toThrow(SHARE_NOT_FOUND);
    await expect(sut.revoke({ userId: 7 }, shareId)).rejects.toThrow(SHARE_NOT_FOUND);
  });

  it('lets a guest revoke a link from the browser that made it, and nobody else', async () => {
    const { sut, rows } = service();
    const { shareId } = await sut.share({ guestId: 'guest-browser-a', ip: '203.0.113.1' }, request(), 'https://presently.example');
    expect(rows.get(shareId)).toMatchObject({ userId: null, guestId: 'guest-browser-a' });
    await expect(sut.revoke({}, shareId)).rejects.toThrow(SHARE_NOT_FOUND);
    await expect(sut.revoke({ guestId: 'guest-browser-b' }, shareId)).rejects.toThrow(SHARE_NOT_FOUND);
    await expect(sut.revoke({ guestId: 'guest-browser-a' }, shareId)).resolves.toMatchObject({ success: true });
    await expect(sut.shared(shareId)).rejects.toThrow(SHARE_NOT_FOUND);
  });

  it("keeps a member's link the member's, whatever guest cookie their browser still has", async () => {
    const { sut, rows } = service();
    const { shareId } = await sut.share({ userId: 7, guestId: 'guest-browser-a', ip: '203.0.113.1' }, request(), 'https://presently.example');
    expect(rows.get(shareId)).toMatchObject({ userId: 7, guestId: null });
    await expect(sut.revoke({ guestId: 'guest-browser-a' }, shareId)).rejects.toThrow(SHARE_NOT_FOUND);
  });

  it('limits links per member and per address', async () => {
    const { sut } = service();
    for (let made = 0; made < 30; made++) await sut.share({ userId: 7, ip: `198.51.100.${made}` }, request(), 'https://presently.example');
    await expect(sut.share({ userId: 7, ip: '198.51.100.200' }, request(), 'https://presently.example')).rejects.toThrow(/many share links/);
    for (let made = 0; made < 60; made++) await sut.share({ ip: '203.0.113.9' }, request(), 'https://presently.example');
    await expect(sut.share({ ip: '203.0.113.9' }, request(), 'https://presently.example')).rejects.toThrow(/many share links/);
    await expect(sut.share({ ip: '203.0.113.10' }, request(), 'https://presently.example')).resolves.toBeDefined();
  });
});
