import { aGiftResponse, aRecipientInfo, newTestService } from '@presently/platform/testing/unit';
import { aGiftSet, aGiftSetWithFeedback } from '../../test/gift-set.factory';
import { GiftSetRepository } from '../repositories/gift-set.repository';
import { GIFT_NOT_FOUND, GiftSetService } from './gift-set.service';

function giftSets() {
  const service = newTestService(GiftSetService);
  return { ...service, repository: service.mock(GiftSetRepository) };
}

describe('saved gift sets', () => {
  it('saves a set with a share link of its own that cannot be guessed, and expires as every link does', async () => {
    const { sut, repository, clock, config } = giftSets();
    repository.save.mockImplementation(async (userId, shareId, recipientInfo, suggestions) => aGiftSet({ id: 4, userId, shareId, recipientInfo, suggestions }));

    const saved = await sut.save(1, aRecipientInfo(), aGiftResponse(3));

    expect(saved).toMatchObject({ id: 4, createdAt: '2026-11-20T18:00:00.000Z' });
    expect(saved.shareId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const shareExpiresAt = repository.save.mock.calls[0][4];
    expect(shareExpiresAt.getTime() - clock().getTime()).toBe(config.SHARE_TTL_DAYS * 86_400_000);
  });

  it('refuses to save an empty answer', async () => {
    const { sut, repository } = giftSets();
    await expect(sut.save(1, aRecipientInfo(), aGiftResponse(0))).rejects.toMatchObject({ status: 400, response: { message: 'Generate gift suggestions first' } });
    expect(repository.save).not.toHaveBeenCalled();
  });

  it("answers another user's set as a missing one", async () => {
    const { sut, repository } = giftSets();
    repository.findOwnedWithFeedback.mockResolvedValue(null);
    repository.findOwned.mockResolvedValue(null);

    await expect(sut.details(2, 4)).rejects.toMatchObject({ status: 404, response: { message: GIFT_NOT_FOUND } });
    await expect(sut.recordFeedback(2, 4, { suggestionIndex: 0, feedbackType: 'liked' })).rejects.toMatchObject({ status: 404 });
    expect(repository.recordFeedback).not.toHaveBeenCalled();
  });

  it('shows the feedback of each idea by its index', async () => {
    const { sut, repository } = giftSets();
    repository.findOwnedWithFeedback.mockResolvedValue(
      aGiftSetWithFeedback([
        { suggestionIndex: 0, feedbackType: 'purchased' },
        { suggestionIndex: 2, feedbackType: 'disliked' },
      ]),
    );

    expect((await sut.details(1, 4)).feedback).toEqual({ 0: 'purchased', 2: 'disliked' });
  });
});

describe('feedback', () => {
  it('records feedback under the idea title, with its category and price unless the user gave others', async () => {
    const { sut, repository } = giftSets();
    const set = aGiftSet({ id: 4 });
    repository.findOwned.mockResolvedValue(set);
    repository.recordFeedback.mockResolvedValue();
    const idea = set.suggestions.suggestions[1];

    expect(await sut.recordFeedback(1, 4, { suggestionIndex: 1, feedbackType: 'purchased' })).toEqual({ success: true, message: 'Feedback recorded', feedbackType: 'purchased' });
    expect(repository.recordFeedback).toHaveBeenCalledWith(1, 4, idea.title, { suggestionIndex: 1, feedbackType: 'purchased', category: idea.category, price: idea.price });

    await sut.recordFeedback(1, 4, { suggestionIndex: 1, feedbackType: 'purchased', price: 12 });
    expect(repository.recordFeedback).toHaveBeenLastCalledWith(1, 4, idea.title, expect.objectContaining({ price: 12 }));
  });

  it('refuses feedback on an idea the set does not hold', async () => {
    const { sut, repository } = giftSets();
    repository.findOwned.mockResolvedValue(aGiftSet({ suggestions: aGiftResponse(3) }));

    await expect(sut.recordFeedback(1, 4, { suggestionIndex: 3, feedbackType: 'liked' })).rejects.toMatchObject({ status: 400 });
    expect(repository.recordFeedback).not.toHaveBeenCalled();
  });

  it('answers no feedback yet as nulls', async () => {
    const { sut, repository } = giftSets();
    repository.findOwned.mockResolvedValue(aGiftSet());
    repository.feedback.mockResolvedValue(null);

    expect(await sut.feedback(1, 4, 0)).toEqual({ feedbackType: null, comment: null, updatedAt: null });
  });
});
