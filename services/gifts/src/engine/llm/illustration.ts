import type { GiftSuggestion } from '@presently/proto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from '../catalog/catalog';
import type { InterestLexicon } from '../person/interests';
import { stem } from '../person/text';

/** The illustrations the web app ships (frontend/public/illustrations/<key>.svg), listed beside the catalog. */
export function loadIllustrationKeys(dir = join(__dirname, '..', 'catalog')): string[] {
  return JSON.parse(readFileSync(join(dir, 'illustrations.json'), 'utf8')) as string[];
}

/**
 * Picks a shipped illustration for an idea the catalog does not know, so every picture works offline: a tag or a
 * title word that names an illustration, else the picture the catalog uses most for the interest the idea is
 * about, else the picture of its category.
 */
export class IllustrationPicker {
  private readonly byWord = new Map<string, string>();
  private readonly byInterest = new Map<string, string>();

  constructor(
    catalog: Catalog,
    private readonly lexicon: InterestLexicon,
    keys: string[] = loadIllustrationKeys(),
  ) {
    for (const key of keys) {
      this.byWord.set(key, key);
      this.byWord.set(stem(key), key);
    }
    const counts = new Map<string, Map<string, number>>();
    for (const gift of catalog.items) {
      const [interest] = gift.interests;
      if (!interest || !keys.includes(gift.image)) continue;
      const images = counts.get(interest) ?? new Map<string, number>();
      images.set(gift.image, (images.get(gift.image) ?? 0) + 1);
      counts.set(interest, images);
    }
    for (const [interest, images] of counts) {
      this.byInterest.set(interest, [...images].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]);
    }
  }

  pick(idea: Pick<GiftSuggestion, 'title' | 'description' | 'category' | 'tags'>): string {
    const words = [...idea.tags, idea.title]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter(Boolean);
    const named = words.map((word) => this.byWord.get(word) ?? this.byWord.get(stem(word))).find(Boolean);
    const interest = named ? undefined : this.lexicon.find(`${idea.title} , ${idea.tags.join(' , ')} , ${idea.description}`).map((interest) => this.byInterest.get(interest.key)).find(Boolean);
    return `/illustrations/${named ?? interest ?? idea.category}.svg`;
  }
}
