import { aGiftIdea, aGiftResponse, aRecipientInfo, newTestService } from '@presently/platform/testing/unit';
import { aFeedbackSummary } from '../../test/gift-set.factory';
import { GIFT_ENGINE, type GiftEngine } from '../engine/gift-engine';
import { EntitlementRepository } from '../repositories/entitlement.repository';
import { GiftSetRepository } from '../repositories/gift-set.repository';
import { CreditService } from './credit.service';
import { COMPARE_PREMIUM_ONLY, REFINE_PREMIUM_ONLY, SuggestionService } from './suggestion.service';

/** The engine is a mock here: what it suggests is the engine's own business, tested with the evaluation. */
function suggestions() {
  const service = newTestService(SuggestionService);
  return {
    ...service,
    engine: service.mock<GiftEngine>(GIFT_ENGINE),
    credits: service.mock(CreditService),
    entitlements: service.mock(EntitlementRepository),
    giftSets: service.mock(GiftSetRepository),
  };
}

const maya = aRecipientInfo();

describe('suggesting', () => {
  it('spends a credit, then tells the engine what the user bought or disliked so it never comes back', async () => {
    const { sut, engine, credits, giftSets } = suggestions();
    credits.spend.mockResolvedValue(async () => undefined);
    giftSets.feedbackOf.mockResolvedValue([
      aFeedbackSummary('Hiking poles', 'purchased', 'practical'),
      aFeedbackSummary('Scented candle', 'disliked', 'home'),
      aFeedbackSummary('Field guide', 'liked', 'books'),
    ]);
    engine.suggest.mockResolvedValue(aGiftResponse(3));

    await sut.suggest({ userId: 1, ip: '203.0.113.7' }, maya);

    expect(credits.spend).toHaveBeenCalledWith({ userId: 1, ip: '203.0.113.7' }, 'gift');
    expect(engine.suggest).toHaveBeenCalledWith(maya, { avoidTitles: ['Hiking poles', 'Scented candle'], dislikedCategories: ['home'] }, undefined);
  });

  it('gives the credit back when the engine fails', async () => {
    const { sut, engine, credits, giftSets } = suggestions();
    const refund = jest.fn(async () => undefined);
    credits.spend.mockResolvedValue(refund);
    giftSets.feedbackOf.mockResolvedValue([]);
    engine.suggest.mockRejectedValue(new Error('model timed out'));

    await expect(sut.suggest({ userId: 1, ip: '203.0.113.7' }, maya)).rejects.toThrow('model timed out');
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it('gives the card message credit back when writing fails, and not when it works', async () => {
    const { sut, engine, credits } = suggestions();
    const refund = jest.fn(async () => undefined);
    credits.spend.mockResolvedValue(refund);
    engine.cardMessage.mockResolvedValueOnce('Happy birthday, Maya!').mockRejectedValueOnce(new Error('engine down'));

    expect(await sut.cardMessage({ ip: '198.51.100.1', guestId: 'browser-1' }, maya, 'Field guide')).toEqual({ cardMessage: 'Happy birthday, Maya!' });
    expect(refund).not.toHaveBeenCalled();
    await expect(sut.cardMessage({ ip: '198.51.100.1', guestId: 'browser-1' }, maya, 'Field guide')).rejects.toThrow('engine down');
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it('asks a guest nothing about feedback: they have none', async () => {
    const { sut, engine, credits, giftSets } = suggestions();
    credits.spend.mockResolvedValue(async () => undefined);
    engine.suggest.mockResolvedValue(aGiftResponse(3));

    await sut.suggest({ ip: '198.51.100.1' }, maya);
    expect(giftSets.feedbackOf).not.toHaveBeenCalled();
    expect(engine.suggest).toHaveBeenCalledWith(maya, { avoidTitles: [], dislikedCategories: [] }, undefined);
  });
});

describe('premium features', () => {
  const original = aGiftResponse(2);
  const refine = { originalSuggestion: original, refineType: 'cheaper' as const, recipientInfo: maya };
  const compare = { gifts: [aGiftIdea({ title: 'A' }), aGiftIdea({ title: 'B' })], recipientInfo: maya };

  it('asks a guest to sign in for refining and comparing', async () => {
    const { sut } = suggestions();
    await expect(sut.refine(undefined, refine)).rejects.toMatchObject({ status: 401 });
    await expect(sut.compare(undefined, compare)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses refining and comparing on the free plan', async () => {
    const { sut, entitlements, engine } = suggestions();
    entitlements.isPremium.mockResolvedValue(false);

    await expect(sut.refine(1, refine)).rejects.toMatchObject({ status: 403, response: { message: REFINE_PREMIUM_ONLY, code: 'premium_required' } });
    await expect(sut.compare(1, compare)).rejects.toMatchObject({ status: 403, response: { message: COMPARE_PREMIUM_ONLY } });
    expect(engine.refine).not.toHaveBeenCalled();
  });

  it('refines for premium without repeating the ideas being refined', async () => {
    const { sut, entitlements, engine, giftSets } = suggestions();
    entitlements.isPremium.mockResolvedValue(true);
    giftSets.feedbackOf.mockResolvedValue([aFeedbackSummary('Hiking poles', 'purchased')]);
    engine.refine.mockResolvedValue(aGiftResponse(3));

    await sut.refine(1, refine);
    expect(engine.refine).toHaveBeenCalledWith(refine, { avoidTitles: ['Hiking poles', ...original.suggestions.map((idea) => idea.title)], dislikedCategories: [] });
  });
});
