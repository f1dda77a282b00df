import { Inject, Injectable } from '@nestjs/common';
import { forbidden, unauthenticated } from '@presently/platform';
import {
  errorCodes,
  type CompareRequest,
  type GiftResponse,
  type RecipientInfo,
  type RefineRequest,
} from '@presently/proto';
import { GIFT_ENGINE, type GiftEngine, type OnSuggestion, type SuggestContext } from '../engine/gift-engine';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { GiftSetRepository } from '../repositories/gift-set.repository';
import { CreditService, type Asker } from './credit.service';

export const REFINE_PREMIUM_ONLY = 'Refinement suggestions are available exclusively to premium subscribers.';
export const COMPARE_PREMIUM_ONLY = 'Gift comparison is available exclusively to premium subscribers.';

/** Gift ideas, refinements, comparisons and card messages: credits first, the engine, and a refund if it fails. */
@Injectable()
export class SuggestionService {
  constructor(
    @Inject(GIFT_ENGINE) private readonly engine: GiftEngine,
    private readonly credits: CreditService,
    private readonly entitlements: EntitlementRepository,
    private readonly giftSets: GiftSetRepository,
  ) {}

  clarify(info: RecipientInfo) {
    return this.engine.clarify(info);
  }

  async suggest(asker: Asker, info: RecipientInfo, onSuggestion?: OnSuggestion): Promise<GiftResponse> {
    const refund = await this.credits.spend(asker, 'gift');
    try {
      return await this.engine.suggest(info, await this.contextOf(asker.userId), onSuggestion);
    } catch (error) {
      await refund();
      throw error;
    }
  }

  async refine(userId: number | undefined, request: RefineRequest): Promise<GiftResponse> {
    await this.requirePremium(userId, REFINE_PREMIUM_ONLY);
    const context = await this.contextOf(userId);
    // Refining never repeats the ideas being refined.
    context.avoidTitles.push(...request.originalSuggestion.suggestions.map((suggestion) => suggestion.title));
    return this.engine.refine(request, context);
  }

  async compare(userId: number | undefined, request: CompareRequest) {
    await this.requirePremium(userId, COMPARE_PREMIUM_ONLY);
    return this.engine.compare(request.gifts, request.recipientInfo, request.comparisonCriteria);
  }

  async cardMessage(asker: Asker, info: RecipientInfo, giftTitle: string): Promise<{ cardMessage: string }> {
    const refund = await this.credits.spend(asker, 'card');
    try {
      return { cardMessage: await this.engine.cardMessage(info, giftTitle) };
    } catch (error) {
      await refund();
      throw error;
    }
  }

  private async requirePremium(userId: number | undefined, message: string): Promise<void> {
    if (userId === undefined) throw unauthenticated('Please sign in to use premium features');
    if (!(await this.entitlements.isPremium(userId))) throw forbidden(message, errorCodes.premiumRequired);
  }

  /** Bought ideas never come back; disliked ones and their categories are avoided (spec: feedback). */
  private async contextOf(userId: number | undefined): Promise<SuggestContext> {
    const feedback = userId === undefined ? [] : await this.giftSets.feedbackOf(userId);
    return {
      avoidTitles: feedback.filter((entry) => entry.feedbackType === 'purchased' || entry.feedbackType === 'disliked').map((entry) => entry.title),
      dislikedCategories: feedback.filter((entry) => entry.feedbackType === 'disliked').map((entry) => entry.category),
    };
  }
}
