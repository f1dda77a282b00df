/**
 * How the catalog writes its words inside a sentence, so a title can be written mid-sentence: "the peace lily in a
 * ceramic pot" but "the Lodge cast iron skillet". A title's first word is capitalised only because it starts the
 * title; whether it is a name shows in how the catalog writes that word everywhere else.
 */
export class Casing {
  /** Per word, lowercased: how often it appears mid-sentence in lower case, minus how often capitalised. */
  private readonly lowerLead = new Map<string, number>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) {
      for (const sentence of text.split(/[.!?:;]\s+/)) {
        const words = sentence.match(/[\p{L}'-]+/gu) ?? [];
        for (const word of words.slice(1)) {
          const lower = word.toLowerCase();
          const lead = this.lowerLead.get(lower) ?? 0;
          this.lowerLead.set(lower, lead + (word === lower ? 1 : /^\p{Lu}\p{Ll}*$/u.test(word) ? -1 : 0));
        }
      }
    }
  }

  /**
   * The text with its first word lowercased when the catalog writes that word in lower case mid-sentence, unless the
   * title goes on in title case ("Band of Brothers", "Apple AirTag"): then the first word is part of a name.
   */
  inSentence(text: string): string {
    const [first, ...rest] = text.match(/[\p{L}\p{N}'&-]+/gu) ?? [];
    if (!first || !/^\p{Lu}[\p{Ll}-]*$/u.test(first) || (this.lowerLead.get(first.toLowerCase()) ?? 0) <= 0) return text;
    const next = rest.find((word) => !MINOR_WORDS.has(word));
    if (next && /^\p{Lu}/u.test(next)) return text;
    return first.toLowerCase() + text.slice(first.length);
  }
}

/** Words a title in title case leaves in lower case. */
const MINOR_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'to', 'for', 'with', 'at', 'by']);
