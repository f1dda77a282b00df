import type { GiftSuggestion } from './gift';

/**
 * "Find online": every idea links to a search for it at a few well-known shops, chosen by the kind of thing it is.
 * The links are searches, not products: an idea names a kind of gift, and the person picks the one they like.
 * No schema here (those are in shop-list.ts): every idea a page shows links through this, and building schemas is a
 * large share of a phone's start-up work.
 */
export const shopKinds = ['book', 'handmade', 'experience', 'food', 'general'] as const;
export type ShopKind = (typeof shopKinds)[number];

export const shopCountries = ['US', 'GB', 'CA', 'AU', 'DE'] as const;
export type ShopCountry = (typeof shopCountries)[number];

/** A shop a deployment offers (PRESENTLY_SHOPS; checked by shopSchema in shop-list.ts). */
export interface Shop {
  id: string;
  name: string;
  /** An https address where `{query}` stands for the idea, URL-encoded. */
  url: string;
  /** The kinds of idea this shop is offered for, its speciality first: a shop comes before those listing the kind later. */
  kinds: ShopKind[];
}

export interface ShopLink {
  shop: string;
  url: string;
}

const amazon = (host: string): Shop => ({ id: 'amazon', name: 'Amazon', url: `https://www.${host}/s?k={query}`, kinds: ['general', 'book', 'food', 'handmade'] });
const etsy = (path = ''): Shop => ({ id: 'etsy', name: 'Etsy', url: `https://www.etsy.com${path}/search?q={query}`, kinds: ['handmade', 'general', 'food'] });
const viator: Shop = { id: 'viator', name: 'Viator', url: 'https://www.viator.com/searchResults/all?text={query}', kinds: ['experience'] };
const google = (host: string): Shop => ({ id: 'google', name: 'Google', url: `https://www.${host}/search?q={query}`, kinds: ['experience'] });

/** Shops people in each country know, with their search addresses (checked by hand; they change rarely). */
export const defaultShops: Record<ShopCountry, Shop[]> = {
  US: [
    { id: 'bookshop', name: 'Bookshop.org', url: 'https://bookshop.org/search?keywords={query}', kinds: ['book'] },
    amazon('amazon.com'),
    etsy(),
    { id: 'target', name: 'Target', url: 'https://www.target.com/s?searchTerm={query}', kinds: ['general'] },
    viator,
    google('google.com'),
  ],
  GB: [
    { id: 'bookshop', name: 'Bookshop.org', url: 'https://uk.bookshop.org/search?keywords={query}', kinds: ['book'] },
    amazon('amazon.co.uk'),
    etsy('/uk'),
    { id: 'john-lewis', name: 'John Lewis', url: 'https://www.johnlewis.com/search?search-term={query}', kinds: ['general'] },
    viator,
    google('google.co.uk'),
  ],
  CA: [
    { id: 'indigo', name: 'Indigo', url: 'https://www.indigo.ca/en-ca/search?q={query}', kinds: ['book', 'general'] },
    amazon('amazon.ca'),
    etsy('/ca'),
    viator,
    google('google.ca'),
  ],
  AU: [
    { id: 'booktopia', name: 'Booktopia', url: 'https://www.booktopia.com.au/search.ep?keywords={query}', kinds: ['book'] },
    amazon('amazon.com.au'),
    etsy('/au'),
    viator,
    google('google.com.au'),
  ],
  DE: [
    { id: 'thalia', name: 'Thalia', url: 'https://www.thalia.de/suche?sq={query}', kinds: ['book'] },
    amazon('amazon.de'),
    etsy('/de'),
    { id: 'otto', name: 'OTTO', url: 'https://www.otto.de/suche/{query}', kinds: ['general'] },
    viator,
    google('google.de'),
  ],
};

/**
 * The query parameter a shop's affiliate programme reads its tag from, for the programmes that take one on a search
 * address (Amazon Associates). Others link through their own networks: a deployment gives those whole templates.
 */
const affiliateParameters: Record<string, string> = { amazon: 'tag' };

/** The country's default shops with affiliate tags added (`{ amazon: 'presently-20' }`). */
export function shopsFor(country: ShopCountry, affiliateTags: Record<string, string> = {}): Shop[] {
  return defaultShops[country].map((shop) => {
    const tag = affiliateTags[shop.id];
    const parameter = affiliateParameters[shop.id];
    if (!tag || !parameter) return shop;
    const separator = shop.url.includes('?') ? '&' : '?';
    return { ...shop, url: `${shop.url}${separator}${parameter}=${encodeURIComponent(tag)}` };
  });
}

const MADE_FOR_THEM = /\b(?:handmade|hand-made|hand-painted|personali[sz]ed|custom|bespoke|engraved|monogrammed|commissioned)\b/i;

/** What kind of thing an idea is, for choosing where to look for it. */
export function shopKindOf(idea: Pick<GiftSuggestion, 'category' | 'title' | 'tags'>): ShopKind {
  if (idea.category === 'books') return 'book';
  if (idea.category === 'experience') return 'experience';
  if (MADE_FOR_THEM.test(idea.title) || idea.tags.some((tag) => MADE_FOR_THEM.test(tag))) return 'handmade';
  if (idea.category === 'food') return 'food';
  return 'general';
}

const MAX_LINKS = 3;
const MAX_QUERY = 100;

/** The words to search for: the idea's title without a leading article, at most 100 characters. */
export function searchQueryFor(title: string): string {
  const query = title.trim().replace(/^(?:an?|the)\s+/i, '');
  if (query.length <= MAX_QUERY) return query;
  const cut = query.slice(0, MAX_QUERY);
  return cut.slice(0, cut.lastIndexOf(' ')).trimEnd() || cut;
}

/** Up to three searches for this idea, the shops that suit its kind first, then general shops to fill. */
export function findOnline(idea: Pick<GiftSuggestion, 'category' | 'title' | 'tags'>, shops: readonly Shop[]): ShopLink[] {
  const kind = shopKindOf(idea);
  const offering = (wanted: ShopKind) =>
    shops.filter((shop) => shop.kinds.includes(wanted)).sort((a, b) => a.kinds.indexOf(wanted) - b.kinds.indexOf(wanted));
  const suited = offering(kind);
  const chosen = suited.length > 0 ? suited : offering('general');
  const query = encodeURIComponent(searchQueryFor(idea.title));
  return chosen.slice(0, MAX_LINKS).map((shop) => ({ shop: shop.name, url: shop.url.replace('{query}', query) }));
}
