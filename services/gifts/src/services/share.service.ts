import { Inject, Injectable } from '@nestjs/common';
import { badRequest, CLOCK, type Clock, CONFIG, type Config, notFound, RateLimits, type RateLimit } from '@presently/platform';
import type { ShareRequest, ShareResult } from '@presently/proto';
import { randomBytes } from 'node:crypto';
import { type ShareOwner, ShareRepository } from '../repositories/share.repository';

export const SHARE_NOT_FOUND = 'This shared gift link is no longer valid or has expired.';

/** 144 random bits: a share link cannot be guessed or enumerated. */
export const newShareId = () => randomBytes(18).toString('base64url');

/** Links one address may make in an hour, guests and members alike (a household or an office shares one). */
const SHARES_PER_ADDRESS_PER_HOUR = 60;
/** Links one member may make in an hour, from wherever they are. */
const SHARES_PER_USER_PER_HOUR = 30;

/** When a link made now stops opening: SHARE_TTL_DAYS later, for a saved set's own link as for any other. */
export const shareExpiry = (config: Pick<Config, 'SHARE_TTL_DAYS'>, now: Date) => new Date(now.getTime() + config.SHARE_TTL_DAYS * 86_400_000);

/** Who is making a link: its owner, and the address it comes from (rate limits count per address). */
export interface Sharer extends ShareOwner {
  ip: string;
}

/**
 * Public links to a set of ideas (spec §4 Sharing): anyone may make one, within limits per address and per member;
 * anyone holding it may open it until it expires (SHARE_TTL_DAYS); whoever made it, member or guest, may revoke it.
 */
@Injectable()
export class ShareService {
  private readonly byAddress: RateLimit;
  private readonly byUser: RateLimit;

  constructor(
    private readonly shares: ShareRepository,
    rateLimits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    const tooMany = (seconds: number) => `You've made many share links in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
    this.byAddress = rateLimits.define('shares-by-address', SHARES_PER_ADDRESS_PER_HOUR, 3600, tooMany);
    this.byUser = rateLimits.define('shares-by-user', SHARES_PER_USER_PER_HOUR, 3600, tooMany);
  }

  /** Makes a link; `origin` is where people reach Presently (PUBLIC_URL's, or in development the request's own). */
  async share(sharer: Sharer, request: ShareRequest, origin: string): Promise<ShareResult> {
    if (request.selectedIndex >= request.giftSuggestion.suggestions.length) {
      throw badRequest('selectedIndex must point at one of the suggestions');
    }
    if (sharer.userId !== undefined) await this.byUser.consume(String(sharer.userId));
    await this.byAddress.consume(sharer.ip);
    const id = newShareId();
    const expiresAt = shareExpiry(this.config, this.clock());
    await this.shares.create({
      id,
      userId: sharer.userId ?? null,
      guestId: sharer.userId === undefined ? (sharer.guestId ?? null) : null,
      recipientInfo: request.recipientInfo,
      suggestions: request.giftSuggestion,
      selectedIndex: request.selectedIndex,
      expiresAt,
    });
    return { shareId: id, shareUrl: `${origin}/shared/${id}`, expiresAt: expiresAt.toISOString() };
  }

  async shared(id: string) {
    const share = await this.shares.findOpen(id, this.clock());
    if (!share) throw notFound(SHARE_NOT_FOUND);
    return { giftSuggestion: share.suggestions, recipientInfo: share.recipientInfo, selectedIndex: share.selectedIndex };
  }

  /** Whoever made a link takes it down; someone else's link, or none, is a 404 like an unknown one. */
  async revoke(owner: ShareOwner, id: string) {
    if (!(await this.shares.revoke(owner, id))) throw notFound(SHARE_NOT_FOUND);
    return { success: true, message: 'The share link no longer opens.' };
  }

  /** Deletes expired links, which already answer 404, so their ideas are not kept longer than they are shown. */
  deleteExpired(): Promise<number> {
    return this.shares.deleteExpired(this.clock());
  }
}
