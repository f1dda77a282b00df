import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, forbidden, RateLimits, type RateLimit } from '@presently/platform';
import { errorCodes, freePlanLimits, UNLIMITED_CREDITS } from '@presently/proto';
import { CreditRepository, monthOf, type CreditKind } from '../repositories/credit.repository';
import { EntitlementRepository } from '../repositories/entitlement.repository';

/** Who is asking: a signed-in user, or a guest known by address (and, for card messages, by cookie). */
export interface Asker {
  userId?: number;
  ip: string;
  guestId?: string;
}

/** Gives a spent credit back when the work it paid for failed. */
export type Refund = () => Promise<void>;

export const OUT_OF_GIFT_CREDITS = `You've used all ${freePlanLimits.monthlyCredits} free gift suggestions this month. Upgrade to Premium for unlimited suggestions.`;
export const OUT_OF_CARD_CREDITS = "You've used all your free card messages this month";
export const GUEST_CARD_USED = "You've used your free card message. Create a free account for another each month.";
/** Free card messages one address may hand to new guests a day (browsers behind one office or mobile network). */
const GUEST_CARDS_PER_ADDRESS = 10;

/**
 * Credits (spec §6, §9): guests have unlimited suggestions (limited per address) and one card message; free users
 * 3 suggestions and 1 card message a calendar month; premium users are unlimited.
 */
@Injectable()
export class CreditService {
  private readonly guestSuggestions: RateLimit;
  private readonly guestCardsByAddress: RateLimit;

  constructor(
    private readonly credits: CreditRepository,
    private readonly entitlements: EntitlementRepository,
    rateLimits: RateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.guestSuggestions = rateLimits.define('guest-suggestions', 30, 3600, (seconds) =>
      `You've asked for many ideas in a short time. Sign in for more, or try again in ${Math.ceil(seconds / 60)} minutes.`,
    );
    // A guest's free card message is counted per browser (cookie); a client that drops the cookie is a new guest
    // each time, so the address caps how many such guests it may be.
    this.guestCardsByAddress = rateLimits.define('guest-card-messages', GUEST_CARDS_PER_ADDRESS, 86_400, (seconds) =>
      `Many free card messages have been written from your connection today. Create a free account, or try again in ${Math.ceil(seconds / 3600)} hours.`,
    );
  }

  /** Spends one credit of the kind, or refuses with 403 (429 for a guest past the address limit). */
  async spend(asker: Asker, kind: CreditKind): Promise<Refund> {
    const nothing: Refund = async () => undefined;
    if (asker.userId === undefined) {
      if (kind === 'gift') {
        await this.guestSuggestions.consume(asker.ip);
        return nothing;
      }
      const guestId = asker.guestId ?? asker.ip;
      if (!(await this.credits.spendGuestCard(guestId))) throw forbidden(GUEST_CARD_USED, errorCodes.creditsExhausted);
      const refund = () => this.credits.refundGuestCard(guestId);
      await this.guestCardsByAddress.consume(asker.ip).catch(async (error: unknown) => {
        await refund();
        throw error;
      });
      return refund;
    }
    const userId = asker.userId;
    const month = monthOf(this.clock());
    // Premium use has no limit but is still counted: the subscription page shows this month's usage.
    const limit = (await this.entitlements.isPremium(userId))
      ? null
      : kind === 'gift'
        ? freePlanLimits.monthlyCredits
        : freePlanLimits.monthlyCardCredits;
    if (!(await this.credits.spend(userId, kind, limit, month))) {
      throw forbidden(kind === 'gift' ? OUT_OF_GIFT_CREDITS : OUT_OF_CARD_CREDITS, errorCodes.creditsExhausted);
    }
    return () => this.credits.refund(userId, kind, month);
  }

  /** Credits left this month, and when they were last reset (the month's first instant, UTC), as GET /api/user reports them. */
  async remaining(userId: number) {
    const month = monthOf(this.clock());
    const { usage, unlimited } = await this.usage(userId, month);
    return {
      monthlyCredits: unlimited ? UNLIMITED_CREDITS : usage.giftsRemaining,
      monthlyCardCredits: unlimited ? UNLIMITED_CREDITS : usage.cardMessagesRemaining,
      lastCreditReset: `${month}-01T00:00:00.000Z`,
    };
  }

  /** This month's usage and limits, as GET /api/subscription reports them. */
  async usage(userId: number, month = monthOf(this.clock())) {
    const [{ giftsUsed, cardsUsed }, unlimited] = await Promise.all([
      this.credits.usage(userId, month),
      this.entitlements.isPremium(userId),
    ]);
    const limits = unlimited
      ? { monthlyCredits: UNLIMITED_CREDITS, monthlyCardCredits: UNLIMITED_CREDITS }
      : { ...freePlanLimits };
    return {
      usage: {
        giftsUsed,
        giftsRemaining: Math.max(limits.monthlyCredits - giftsUsed, 0),
        cardMessagesUsed: cardsUsed,
        cardMessagesRemaining: Math.max(limits.monthlyCardCredits - cardsUsed, 0),
      },
      limits,
      unlimited,
    };
  }
}
