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

/**
 * Credits (spec §6, §9): guests have unlimited suggestions (limited per address) and one card message; free users
 * 3 suggestions and 1 card message a calendar month; premium users are unlimited.
 */
@Injectable()
export class CreditService {
  private readonly guestSuggestions: RateLimit;

  constructor(
    private readonly credits: CreditRepository,
    private readonly entitlements: EntitlementRepository,
    rateLimits: RateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.guestSuggestions = rateLimits.define('guest-suggestions', 30, 3600, (seconds) =>
      `You've asked for many ideas in a short time. Sign in for more, or try again in ${Math.ceil(seconds / 60)} minutes.`,
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
      return () => this.credits.refundGuestCard(guestId);
    }
    const userId = asker.userId;
    if (await this.entitlements.isPremium(userId)) return nothing;
    const month = monthOf(this.clock());
    const limit = kind === 'gift' ? freePlanLimits.monthlyCredits : freePlanLimits.monthlyCardCredits;
    if (!(await this.credits.spend(userId, kind, limit, month))) {
      throw forbidden(kind === 'gift' ? OUT_OF_GIFT_CREDITS : OUT_OF_CARD_CREDITS, errorCodes.creditsExhausted);
    }
    return () => this.credits.refund(userId, kind, month);
  }

  /** Credits left this month, as GET /api/user reports them. */
  async remaining(userId: number) {
    const { usage, unlimited } = await this.usage(userId);
    return {
      monthlyCredits: unlimited ? UNLIMITED_CREDITS : usage.giftsRemaining,
      monthlyCardCredits: unlimited ? UNLIMITED_CREDITS : usage.cardMessagesRemaining,
    };
  }

  /** This month's usage and limits, as GET /api/subscription reports them. */
  async usage(userId: number) {
    const [{ giftsUsed, cardsUsed }, unlimited] = await Promise.all([
      this.credits.usage(userId, monthOf(this.clock())),
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
