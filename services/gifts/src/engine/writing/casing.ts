/**
 * How the catalog writes its words inside a sentence, so a title can be written mid-sentence: "the peace lily in a
 * ceramic pot" but "the Lodge cast iron skillet". A title's first word is capitalised only because it starts the
 * title; whether it is a name shows in how the catalog writes that word everywhere else.
 */
export class Casing {
  /** Per word, lowercased: how often it appears mid-sentence in lower case, minus how often capitalised. */
  private readonly lowerLead = new Map<string, number>();
  /**
   * Words that begin several titles, are never written in lower case in one, and are followed by a model's number in
   * one of them: brands ("Lodge 6 qt Dutch oven"), however descriptions use the word ("a log lodge").
   */
  private readonly brands = new Set<string>();

  constructor(texts: Iterable<string>, titles: Iterable<string> = []) {
    const leads = new Map<string, number>();
    const lowered = new Set<string>();
    const numbered = new Set<string>();
    for (const title of titles) {
      const [first, ...rest] = title.match(/[\p{L}\p{N}.'-]+/gu) ?? [];
      if (!first) continue;
      leads.set(first, (leads.get(first) ?? 0) + 1);
      if (/^\d/.test(rest[0] ?? '')) numbered.add(first);
      for (const word of rest) if (word === word.toLowerCase()) lowered.add(word);
    }
    for (const [word, count] of leads) if (count >= 2 && numbered.has(word) && !lowered.has(word.toLowerCase())) this.brands.add(word);
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
    // A possessive is the word it is made of: "Kids' art camp" is written as "kids" is.
    const word = first?.replace(/'s?$/, '');
    if (!first || !word || !/^\p{Lu}[\p{Ll}-]*$/u.test(word) || this.brands.has(first) || (this.lowerLead.get(word.toLowerCase()) ?? 0) <= 0) return text;
    const next = rest.find((word) => !MINOR_WORDS.has(word));
    if (next && /^\p{Lu}/u.test(next)) return text;
    return first.toLowerCase() + text.slice(first.length);
  }
}

/** Words a title in title case leaves in lower case. */
const MINOR_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'to', 'for', 'with', 'at', 'by']);
