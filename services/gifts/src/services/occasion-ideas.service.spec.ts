import type { Config } from '@presently/platform';
import { occasionIdeasQuerySchema, shopsFor, type GiftResponse, type RecipientInfo } from '@presently/proto';
import type { GiftEngine, SuggestContext } from '../engine/gift-engine';
import type { GiftSetRepository, GiftSetWithFeedback } from '../repositories/gift-set.repository';
import { OccasionIdeasService } from './occasion-ideas.service';

const idea = (title: string, category: GiftResponse['suggestions'][number]['category'] = 'physical') => ({
  title,
  description: title,
  reasoning: `Why ${title} suits them.`,
  personalizedReasoning: 'It suits their kind side too.',
  category,
  price: 30,
  tags: [],
});

function savedSet(id: number, name: string, titles: string[], feedback: GiftSetWithFeedback['feedback'] = []): GiftSetWithFeedback {
  return {
    id,
    userId: 1,
    shareId: `share${id}`,
    createdAt: new Date(),
    recipientInfo: { name } as RecipientInfo,
    suggestions: { suggestions: titles.map((title) => idea(title)), summary: '', insight: '' },
    feedback,
  };
}

function service(sets: GiftSetWithFeedback[], feedback: { title: string; category: string; feedbackType: string }[] = []) {
  const asked: { info: RecipientInfo; context: SuggestContext }[] = [];
  const catalog = {
    suggest: async (info: RecipientInfo, context: SuggestContext) => {
      asked.push({ info, context });
      return { suggestions: [idea('Jazz history book', 'books'), idea('Tea sampler'), idea('Board game'), idea('Candle')], summary: '', insight: '' };
    },
  } as unknown as GiftEngine;
  const giftSets = { historyWithFeedback: async () => sets, feedbackOf: async () => feedback } as unknown as GiftSetRepository;
  const config = { SHOP_COUNTRY: 'US', SHOP_AFFILIATE_TAGS: {}, SHOPS: undefined } as unknown as Config;
  return { sut: new OccasionIdeasService(catalog, giftSets, config), asked };
}

const query = (fields: Record<string, string>) => occasionIdeasQuerySchema.parse({ recipient: 'Maya', relationship: 'friend', occasion: 'birthday', ...fields });

describe('OccasionIdeasService', () => {
  it('asks the catalog for three ideas for the person as the occasion describes them, without what was bought or disliked', async () => {
    const { sut, asked } = service([], [
      { title: 'Mug', category: 'home', feedbackType: 'purchased' },
      { title: 'Socks', category: 'fashion', feedbackType: 'disliked' },
      { title: 'Scarf', category: 'fashion', feedbackType: 'liked' },
    ]);
    const answer = await sut.ideasFor(1, query({ relationship: 'family', occasion: 'baby_shower', interests: 'jazz', budget: '40' }));
    expect(asked[0].info).toMatchObject({ name: 'Maya', relationship: 'other: family', occasion: 'other: baby shower', interests: 'jazz', budget: 40 });
    expect(asked[0].context).toEqual({ avoidTitles: ['Mug', 'Socks'], dislikedCategories: ['fashion'] });
    expect(answer.source).toBe('catalog');
    expect(answer.ideas.map((entry) => entry.title)).toEqual(['Jazz history book', 'Tea sampler', 'Board game']);
    expect(answer.ideas[0]).toEqual({
      title: 'Jazz history book',
      price: 30,
      reason: 'Why Jazz history book suits them.',
      findOnline: { shop: 'Bookshop.org', url: shopsFor('US')[0].url.replace('{query}', 'Jazz%20history%20book') },
    });
  });

  it('keeps the occasions the gift form knows, and a budget the occasion does not give as the form\'s default', async () => {
    const { sut, asked } = service([]);
    await sut.ideasFor(1, query({ relationship: 'partner', occasion: 'anniversary' }));
    expect(asked[0].info).toMatchObject({ relationship: 'partner', occasion: 'anniversary', interests: '', budget: 50 });
  });

  it('prefers the ideas saved for the person, newest set first, by name in any case, without repeats or what was turned down', async () => {
    const { sut, asked } = service([
      savedSet(2, ' maya ', ['Vinyl tote', 'Record cleaner', 'Concert voucher'], [{ suggestionIndex: 1, feedbackType: 'purchased' }]),
      savedSet(1, 'Maya', ['Vinyl tote', 'Jazz book'], [{ suggestionIndex: 1, feedbackType: 'disliked' }]),
      savedSet(3, 'Ben', ['Drill']),
    ]);
    const answer = await sut.ideasFor(1, query({}));
    expect(answer.source).toBe('saved');
    expect(answer.ideas.map((entry) => entry.title)).toEqual(['Vinyl tote', 'Concert voucher']);
    expect(asked).toEqual([]);
  });

  it('falls back on the catalog when every saved idea for the person was bought or turned down', async () => {
    const { sut } = service([savedSet(1, 'Maya', ['Vinyl tote'], [{ suggestionIndex: 0, feedbackType: 'purchased' }])]);
    expect((await sut.ideasFor(1, query({}))).source).toBe('catalog');
  });
});
