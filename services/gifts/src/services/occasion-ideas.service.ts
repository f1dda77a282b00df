import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@presently/platform';
import {
  findOnline,
  giftOccasions,
  occasionName,
  shopsFor,
  type GiftSuggestion,
  type OccasionIdea,
  type OccasionIdeas,
  type OccasionIdeasQuery,
  type RecipientInfo,
  type Shop,
} from '@presently/proto';
import { CATALOG_ENGINE, type GiftEngine } from '../engine/gift-engine';
import { GiftSetRepository } from '../repositories/gift-set.repository';

const IDEAS = 3;
/** Ideas bought already or disliked: never offered again, whether saved or suggested (as suggestions do). */
const SET_ASIDE = new Set(['purchased', 'disliked']);

/** The occasion's relationship as the gift form says it; "family" could be a parent or a child, so it stays in words. */
function relationshipOf(relationship: OccasionIdeasQuery['relationship']): string {
  if (relationship === 'family') return 'other: family';
  return relationship;
}

/** The occasion as the gift form says it: one of its choices, or 'other: ' with the occasion's name. */
function occasionOf(type: OccasionIdeasQuery['occasion']): string {
  return (giftOccasions as readonly string[]).includes(type) && type !== 'other' ? type : `other: ${occasionName(type)}`;
}

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * Three gift ideas for an occasion's person, for its reminder e-mail. The ideas the user saved for that person come
 * first (they chose them); without any, the catalog engine suggests for what the occasion knows. The catalog engine,
 * not a configured model: a reminder costs no credit and no model call, and says the same thing on a re-send.
 */
@Injectable()
export class OccasionIdeasService {
  private readonly shops: Shop[];

  constructor(
    @Inject(CATALOG_ENGINE) private readonly catalog: GiftEngine,
    private readonly giftSets: GiftSetRepository,
    @Inject(CONFIG) config: Config,
  ) {
    this.shops = config.SHOPS ?? shopsFor(config.SHOP_COUNTRY, config.SHOP_AFFILIATE_TAGS);
  }

  async ideasFor(userId: number, query: OccasionIdeasQuery): Promise<OccasionIdeas> {
    const saved = await this.savedFor(userId, query.recipient);
    if (saved.length > 0) return { source: 'saved', ideas: saved.slice(0, IDEAS).map((idea) => this.toIdea(idea)) };
    const feedback = await this.giftSets.feedbackOf(userId);
    const info: RecipientInfo = {
      name: query.recipient,
      relationship: relationshipOf(query.relationship),
      occasion: occasionOf(query.occasion),
      interests: query.interests,
      personality: '',
      pastGifts: '',
      culturalConsiderations: '',
      budget: query.budget ?? 50,
    };
    const response = await this.catalog.suggest(info, {
      avoidTitles: feedback.filter((entry) => SET_ASIDE.has(entry.feedbackType)).map((entry) => entry.title),
      dislikedCategories: feedback.filter((entry) => entry.feedbackType === 'disliked').map((entry) => entry.category),
    });
    return { source: 'catalog', ideas: response.suggestions.slice(0, IDEAS).map((idea) => this.toIdea(idea)) };
  }

  /** The ideas of the user's saved sets for this person, newest set first, without those already bought or turned down. */
  private async savedFor(userId: number, recipient: string): Promise<GiftSuggestion[]> {
    const sets = (await this.giftSets.historyWithFeedback(userId)).filter((set) => sameName(set.recipientInfo.name ?? '', recipient));
    const seen = new Set<string>();
    return sets.flatMap((set) => {
      const setAside = new Set(set.feedback.filter((entry) => SET_ASIDE.has(entry.feedbackType)).map((entry) => entry.suggestionIndex));
      return set.suggestions.suggestions.filter((idea, index) => {
        const key = idea.title.toLowerCase();
        if (setAside.has(index) || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });
  }

  private toIdea(idea: GiftSuggestion): OccasionIdea {
    // The reason that says why the idea fits; the personal note, when there is one, adds to it and cannot stand alone.
    return { title: idea.title, price: idea.price, reason: idea.reasoning, findOnline: findOnline(idea, this.shops)[0] ?? null };
  }
}
