/** The most a visitor says to spend, in their own words. */

/**
 * A price as people type it: "$40", "40 dollars", "$1,000". A bare number followed by a unit is something else (an
 * age, a count), so "under 30 years old" or "up to 3 ideas" sets no price. A number is read from its first digit only
 * and no two runs of spaces meet, so a crafted text costs time in proportion to its length, not its square or cube.
 */
const amount = (group: string) =>
  String.raw`(?:\$\s*)?(?<![\d.,])(?<${group}>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![.,]?\d)` +
  String.raw`(?!\s*(?:%|(?:years?|yrs?|months?|weeks?|days?|hours?|minutes?|kg|lbs?|cm|inch(?:es)?|feet|ft|people|items?|ideas?|gifts?|pieces?|things?|options?|kinds?|types?|categories|of)\b))` +
  String.raw`(?:\s+(?:dollars?|bucks|usd)\b|(?:dollars?|bucks|usd)\b)?`;
const words = (list: string[]) => list.map((word) => word.replaceAll(' ', String.raw`\s+`)).join('|');
const CEILING_WORDS = words(['under', 'below', 'less than', 'lower than', 'cheaper than', 'at most', 'at the most', 'up to', 'within', 'max(?:imum)?(?: of)?', 'limit(?: of)?', 'capped at', 'cap(?: of)?', 'budget(?: of| is)?', '<=?', '≤']);
const FLOOR_WORDS = words(['over', 'above', 'more than', 'greater than', 'higher than', 'pricier than', 'more expensive than', 'at least', 'min(?:imum)?(?: of)?', 'exceed(?:s|ing)?', '>=?', '≥']);
const IS_CEILING_WORD = new RegExp(`^(?:${CEILING_WORDS})$`, 'i');
/** "nothing over", "don't want anything over", "without going over": a negated floor is a ceiling, and the other way round. */
const NEGATION = String.raw`\b(?:no|not|nothing|none|never|without|(?:do|does|did|wo|would|should|could|ca|is|are|was|were|have|has|must)n['’]t)(?:\s+(?:go|going|spend|spending|cost|costs|costing|be|anything|something|priced|pay|paying|want|gifts?|items?|ideas?|that|which|ones?|much|way))*\s+`;
const PRICE_AFTER_WORD = new RegExp(String.raw`(?<negated>${NEGATION})?(?<![a-z])(?<word>${CEILING_WORDS}|${FLOOR_WORDS})(?:\s*[.:])?\s*${amount('limit')}`, 'gi');
const PRICE_BEFORE_CEILING = new RegExp(String.raw`${amount('limit')}\s*(?:${words(['(?:or|and) (?:less|under|below|lower|cheaper)', 'max(?:imum)?', 'tops', 'at most', 'at the most', 'limit', 'cap', 'budget'])})\b`, 'gi');
const PRICE_RANGE = new RegExp(String.raw`(?:\bbetween\s+(?:\$\s*)?\d[\d,.]*\s+and|\$\s*\d[\d,.]*\s*(?:-|–|to))\s*${amount('limit')}`, 'gi');

/**
 * The most the visitor says to spend in a refinement's own words ("nothing over $40", "no more than $40", "$40 or
 * less", "$20-$40"), the lowest if they give several. A minimum alone ("over $40", "more than $40", "$40+") is no
 * limit: the engine steers by a ceiling only, so it is left to the budget.
 */
export function statedMaxPrice(text: string): number | undefined {
  const ceilings = [
    ...[...text.matchAll(PRICE_AFTER_WORD)].filter((found) => IS_CEILING_WORD.test(found.groups!.word) !== (found.groups!.negated !== undefined)),
    ...text.matchAll(PRICE_BEFORE_CEILING),
    ...text.matchAll(PRICE_RANGE),
  ]
    .map((found) => Number(found.groups!.limit.replaceAll(',', '')))
    .filter((limit) => limit > 0);
  return ceilings.length > 0 ? Math.min(...ceilings) : undefined;
}
