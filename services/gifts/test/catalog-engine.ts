import { recipientInfoSchema, type GiftResponse, type RecipientInfoInput } from '@presently/proto';
import { loadCatalog } from '../src/engine/catalog/catalog';
import { CatalogEngine } from '../src/engine/catalog/catalog.engine';

/** The catalog engine as the behaviour specs ask it: with a form filled in as a visitor would. */
export const catalog = loadCatalog();
export const engine = new CatalogEngine(catalog);
export const byTitle = new Map(catalog.items.map((item) => [item.title, item]));
export const none = { avoidTitles: [], dislikedCategories: [] };

/**
 * Asking about people who are, unless a spec says otherwise, a 34-year-old friend into hiking and photography with $80
 * for a birthday; `usually` gives a spec's own usual person (a grandparent, a colleague, a child).
 */
export function askingAbout(usually: Partial<RecipientInfoInput> = {}) {
  const info = (input: Partial<RecipientInfoInput>) =>
    recipientInfoSchema.parse({ relationship: 'friend', occasion: 'birthday', age: 34, interests: 'hiking, photography', budget: 80, ...usually, ...input });
  return {
    info,
    suggest: (input: Partial<RecipientInfoInput>): Promise<GiftResponse> => engine.suggest(info(input), none),
    read: (input: Partial<RecipientInfoInput>) => engine.reader.read(info(input)),
  };
}

export const titles = (response: GiftResponse) => response.suggestions.map((suggestion) => suggestion.title).join(' | ');
/** What a list's ideas are: their titles and descriptions. */
export const described = (response: GiftResponse) => response.suggestions.map((suggestion) => `${suggestion.title} ${suggestion.description}`).join(' | ');
/** Everything a list says: titles, descriptions and reasons. */
export const text = (response: GiftResponse) => response.suggestions.map((suggestion) => `${suggestion.title} ${suggestion.description} ${suggestion.reasoning}`).join(' | ');
/** The interests of every catalog item on a list (named forms carry only the name they were filled with). */
export const interestsOf = (response: GiftResponse) => response.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title)?.interests ?? []);
/** The flags the catalog's entries give every idea of a list (named forms carry none). */
export const flagsOf = (response: GiftResponse) => response.suggestions.flatMap((suggestion) => byTitle.get(suggestion.title)?.exclusions ?? []);
