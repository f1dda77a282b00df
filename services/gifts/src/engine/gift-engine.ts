import type { Clarification, Comparison, GiftResponse, GiftSuggestion, RecipientInfo, RefineRequest } from '@presently/proto';

/** What the engine should know of the asker beyond the request: what they bought or disliked before. */
export interface SuggestContext {
  /** Titles never to suggest again (bought or disliked, or already shown when asking for more). */
  avoidTitles: string[];
  dislikedCategories: string[];
}

/** Called with each idea as soon as it is ready, so the web app can show it before the list is complete. */
export type OnSuggestion = (suggestion: GiftSuggestion) => void;

/** One interface, two engines (DESIGN §5): the catalog engine offline, an LLM when one is configured. */
export interface GiftEngine {
  readonly name: string;
  clarify(info: RecipientInfo): Promise<Clarification>;
  suggest(info: RecipientInfo, context: SuggestContext, onSuggestion?: OnSuggestion): Promise<GiftResponse>;
  refine(request: RefineRequest, context: SuggestContext): Promise<GiftResponse>;
  compare(gifts: GiftSuggestion[], info: RecipientInfo, criteria?: string): Promise<Comparison>;
  cardMessage(info: RecipientInfo, giftTitle: string): Promise<string>;
}

export const GIFT_ENGINE = Symbol('GiftEngine');
/** The offline catalog engine alone, even when a model is configured: for what must not cost a model call. */
export const CATALOG_ENGINE = Symbol('CatalogEngine');
