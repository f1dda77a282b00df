/**
 * One thread of CatalogThreads: its own catalog engine, answering what the service's thread hands it. Every task and
 * answer is plain data, copied between the threads.
 */
import type { Comparison, GiftResponse, GiftSuggestion, RecipientInfo, RefineRequest, Clarification } from '@presently/proto';
import type { SuggestContext } from '../gift-engine';
import { CatalogEngine } from './catalog.engine';

const engine = new CatalogEngine();

export const clarify = ({ info }: { info: RecipientInfo }): Promise<Clarification> => engine.clarify(info);
export const suggest = ({ info, context }: { info: RecipientInfo; context: SuggestContext }): Promise<GiftResponse> => engine.suggest(info, context);
export const refine = ({ request, context }: { request: RefineRequest; context: SuggestContext }): Promise<GiftResponse> => engine.refine(request, context);
export const compare = ({ gifts, info, criteria }: { gifts: GiftSuggestion[]; info: RecipientInfo; criteria?: string }): Promise<Comparison> => engine.compare(gifts, info, criteria);
export const cardOtherThan = ({ info, giftTitle, last }: { info: RecipientInfo; giftTitle: string; last?: string }): string => engine.cardOtherThan(info, giftTitle, last);
