import type { GiftCategory, GiftSuggestion } from '@presently/proto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { fold, tokens } from '../person/interests';
import { hash, stem } from '../person/text';

/**
 * Each idea's picture is an emoji of its own kind of thing (Twemoji, CC-BY 4.0, shipped by the @twemoji/svg package
 * and served by the web app at /pictures/<code>.svg): a guitar for a guitar, a teapot for a tea set.
 */
const pictureTableSchema = z.object({
  /** A picture per kind of thing, with the words that name it (singular, lowercase; phrases of up to four words). */
  things: z.array(z.object({ picture: z.string().regex(/^[0-9a-f]+(?:-[0-9a-f]+)*$/), words: z.array(z.string().min(2)).min(1) })),
  /** When nothing in an idea's words has a picture: one for its category. */
  categories: z.record(z.string(), z.string()),
  /** Books get a book, in one of several covers. */
  books: z.array(z.string()).min(1),
});
type PictureTable = z.infer<typeof pictureTableSchema>;

export function loadPictureTable(file = join(__dirname, 'pictures.json')): PictureTable {
  return pictureTableSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export const pictureUrl = (code: string) => `/pictures/${code}.svg`;

/** The words people write a thing's name with, folded and singular, so "Wine Glasses" finds "wine glass". */
const words = (text: string) => tokens(text).map((word) => stem(fold(word)));

/** Where a title stops naming the thing and starts saying who it is by or for ("… by Samin Nosrat", "… for two"). */
const TITLE_TAIL = /\s(?:by|for|from|with|featuring|feat\.|starring)\s|[:(–—]/i;

export interface PicturedIdea extends Pick<GiftSuggestion, 'title' | 'tags'> {
  category: GiftCategory;
  /** What the idea is about, when known (the catalog's interests): a last resort before the category. */
  about?: readonly string[];
}

export class PicturePicker {
  private readonly byPhrase = new Map<string, string>();
  private readonly longest: number;

  constructor(private readonly table: PictureTable = loadPictureTable()) {
    let longest = 1;
    for (const thing of table.things) {
      for (const phrase of thing.words) {
        const key = words(phrase).join(' ');
        if (!this.byPhrase.has(key)) this.byPhrase.set(key, thing.picture);
        longest = Math.max(longest, key.split(' ').length);
      }
    }
    this.longest = longest;
  }

  /** The picture's code: a book for a book; else the thing the title names; else its tags, topic or category. */
  pick(idea: PicturedIdea): string {
    if (idea.category === 'books') return this.table.books[hash(idea.title) % this.table.books.length];
    const [head] = idea.title.split(TITLE_TAIL);
    return (
      this.headThing(head) ??
      this.headThing(idea.title) ??
      idea.tags.map((tag) => this.headThing(tag)).find(Boolean) ??
      idea.about?.map((topic) => this.headThing(topic)).find(Boolean) ??
      this.table.categories[idea.category] ??
      this.table.categories.physical
    );
  }

  /**
   * The thing a phrase names: English puts the head noun last ("pottery class", "coffee grinder"), so the match that
   * ends latest wins, and of those the longest ("wine glasses" over "glasses").
   */
  private headThing(text: string): string | undefined {
    const found = words(text);
    for (let end = found.length; end > 0; end--) {
      for (let size = Math.min(this.longest, end); size > 0; size--) {
        const picture = this.byPhrase.get(found.slice(end - size, end).join(' '));
        if (picture) return picture;
      }
    }
    return undefined;
  }
}
