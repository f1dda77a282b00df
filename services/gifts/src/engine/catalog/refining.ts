import type { GiftCategory, RefineRequest } from '@presently/proto';
import type { Person, PersonReader } from '../person/person';
import { statedMaxPrice } from '../person/price-limit';
import { escapeRegExp } from '../person/text';
import type { Idea, Steering } from './ideas';

/** The words of an instruction that name something ("something for the garden" → garden). */
const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !/^(something|some|more|less|with|that|this|they|their|them|would|could|please|want|wants|like|likes|prefer|ideas?|gifts?|things?|stuff|maybe|really|very|just|also|only|from|into|about|nothing|under|over|than|dollars?)$/.test(word)).map(escapeRegExp);

/** Kinds of gift a custom instruction can ask for by name. */
const CATEGORY_WORDS: [RegExp, GiftCategory][] = [
  [/\b(experiences?|outings?|activit(y|ies)|classes?|tickets?|trips?|days? out)\b/i, 'experience'],
  [/\b(practical|useful|everyday)\b/i, 'practical'],
  [/\b(fashion|clothes|clothing|accessor(y|ies)|wearable)\b/i, 'fashion'],
  [/\b(home|decor|kitchen)\b/i, 'home'],
  [/\b(food|edible|treats?|snacks?|gourmet)\b/i, 'food'],
  [/\b(books?|reading)\b/i, 'books'],
  [/\b(keepsakes?)\b/i, 'physical'],
];

/** Styles an instruction can ask for, as the words an idea must carry. */
const STYLES: [RegExp, RegExp][] = [
  [/\b(hand[- ]?made|handcrafted|artisan|crafted|small makers?|etsy)\b/i, /\b(hand[- ]?made|handcrafted|hand[- ](thrown|poured|stitched|painted|carved|knit|knitted|woven|bound|lettered|drawn|dyed|forged|turned|blown)|artisan|made by hand|small[- ]batch)\b/i],
  [/\b(personali[sz]ed|custom|engraved|monogrammed|bespoke)\b/i, /\b(personali[sz]ed|custom|engraved|monogrammed|bespoke|with (their|her|his|your) name)\b/i],
  [/\b(eco|sustainable|green|ethical|recycled|zero[- ]waste)\b/i, /\b(eco|sustainable|recycled|organic|reusable|upcycled|zero[- ]waste|plastic[- ]free|fair[- ]trade)\b/i],
];
const TOGETHER = /\b(together|for (the )?two|for us|with me|couples?|shared|share|as a family|do with)\b/i;
/** What an idea to do together says of itself, beyond being an experience. */
const FOR_TWO = /\b(for two|together|for 2|couples?|two people|both of you|side by side|game night|family (tickets?|day out)|joint)\b/i;
/** An instruction for something with the children ("to do with the kids", "as a family"): a family's, not a couple's. */
const WITH_FAMILY = /\b(with (the|her|his|their|our|my) (kids|children|family|grandkids|grandchildren|little ones)|as a family|(whole|all the) family)\b/i;
/** What an idea for a family to do says of itself. */
const FOR_A_FAMILY = /\b(family|families|kids?|children|child and adult|for four|for 4|all ages|group|up to (four|five|six|six players))\b/i;
/** Experiences one person has alone, whoever pays: a donation in their name, a membership or gift card of their own. */
const HAD_ALONE = /\b(donations?|donate|in their name|in memory|adopt|sponsor|protect-an-acre|subscriptions?|memberships?|gift cards?|vouchers?)\b/i;
const ideaText = (idea: Idea) => `${idea.title} ${idea.description} ${idea.tags.join(' ')}`;
/**
 * What says an idea is of a style: its own words, but a printed book's description speaks of its subject (a book on
 * "artisan bread" is not handmade), so a book shows the style in its title or tags.
 */
const styleText = (idea: Idea) => (idea.category === 'books' ? `${idea.title} ${idea.tags.join(' ')}` : ideaText(idea));
const LUXURY = /\b(luxur\w*|splurge|special|high[- ]end|premium|fancy|more expensive|pricier)\b/i;

/**
 * What a refinement asks, as steering for the same choosing step — and the person, read again with what the visitor
 * added: a custom instruction's interests come first ("for the garden"), its "no ..." become limits.
 */
export function steeringFor(request: RefineRequest, person: Person, reader: PersonReader): { steering: Steering; person: Person } {
  const original = request.originalSuggestion.suggestions;
  const prices = original.map((suggestion) => suggestion.price);
  const average = prices.reduce((sum, price) => sum + price, 0) / Math.max(prices.length, 1);
  const steering: Steering = {};
  let refined = person;
  switch (request.refineType) {
    case 'cheaper': {
      // Clearly cheaper: three quarters of the average at most, or under the cheapest when that is already low.
      const ceiling = Math.floor(average * 0.75);
      steering.maxPrice = ceiling >= 5 ? ceiling : Math.max(1, Math.min(...prices) - 1);
      steering.priceTarget = 0.6;
      break;
    }
    case 'similar': {
      const keys = new Set(original.flatMap((suggestion) => reader.interests.find([suggestion.title, ...suggestion.tags].join(', ')).map((interest) => interest.key)));
      const stayWith = person.interests.filter((interest) => keys.has(interest.key) || interest.parents.some((parent) => keys.has(parent)) || original.some((suggestion) => suggestion.title.includes(interest.label)));
      if (stayWith.length > 0) {
        refined = { ...person, interests: stayWith };
        steering.onlyInterests = true;
      }
      steering.preferInterests = keys;
      steering.preferCategories = new Set(original.map((suggestion) => suggestion.category));
      break;
    }
    case 'different_type':
      steering.excludeCategories = new Set(original.map((suggestion) => suggestion.category));
      break;
    case 'more_options':
    case 'custom':
      break;
  }
  const extra = request.additionalInfo ?? {};
  const custom = [request.customInstructions, extra.giftPreferences, extra.recentEvents].filter(Boolean).join('. ');
  if (custom) {
    const limit = statedMaxPrice(custom);
    if (limit !== undefined) steering.maxPrice = Math.min(steering.maxPrice ?? Infinity, limit);
    const asked = reader.read({ ...request.recipientInfo, interests: custom, personality: '', pastGifts: '', culturalConsiderations: '' });
    steering.extraLimits = asked.limits;
    if (asked.limits.has('gadgets')) steering.excludeCategories = new Set([...(steering.excludeCategories ?? []), 'tech']);
    steering.avoidInterests = asked.avoidInterests;
    const wanted = CATEGORY_WORDS.filter(([pattern]) => pattern.test(custom)).map(([, category]) => category);
    if (wanted.length > 0) steering.preferCategories = new Set(wanted);
    const style = STYLES.find(([asks]) => asks.test(custom));
    if (style) steering.keep = (idea) => style[1].test(styleText(idea));
    if (WITH_FAMILY.test(custom)) {
      // With the children, a couple's date night or keepsake is no answer: a day out, a game or a class for all of them.
      steering.extraLimits = new Set([...asked.limits, 'couple']);
      steering.keep = (idea) => FOR_A_FAMILY.test(ideaText(idea)) && idea.category !== 'fashion' && (idea.category === 'experience' ? !HAD_ALONE.test(ideaText(idea)) : /\b(game|kit|set|class|lesson|tickets?)\b/i.test(idea.title));
      steering.onlyInterests = true;
    } else if (TOGETHER.test(custom)) {
      // Done together, not a keepsake of being together: no "Our First Christmas Together" ornament.
      steering.keep = (idea) => (FOR_TWO.test(ideaText(idea)) && idea.category !== 'home' && idea.category !== 'fashion') || (idea.category === 'experience' && !HAD_ALONE.test(ideaText(idea)));
      // Something to do together is about what they love (a day at a bird of prey centre for a falconer) wherever such
      // an idea exists; shared outings for anyone (a dance class, a ropes course) only when none does.
      steering.onlyInterests = true;
    }
    if (LUXURY.test(custom)) steering.priceTarget = 0.9;
    // Interests the instruction names lead the list; a style word ("handmade") is a style, not an interest.
    // Only what the lexicon knows, or a name: the rest of an instruction is how, not what ("something to do together").
    // A condition said of the person elsewhere (a knee operation in the occasion) is theirs, not the instruction's.
    const inInstruction = new Set(reader.interests.find(custom).map((interest) => interest.key));
    const named = asked.interests.filter(
      (interest) =>
        (!interest.key.startsWith('said:') || (interest.kind !== 'activity' && /\p{Lu}/u.test(interest.label))) &&
        (!asked.conditions.has(interest.key) || inInstruction.has(interest.key)) &&
        !style?.[0].test(interest.label) &&
        !CATEGORY_WORDS.some(([pattern]) => pattern.test(interest.label)),
    );
    if (named.length > 0) {
      refined = { ...refined, interests: named };
      steering.onlyInterests = true;
      // "For the garden" asks for garden things, not every plant: ideas that say the visitor's own word come first.
      const said = new RegExp(`\\b(${named.map((interest) => escapeRegExp(interest.label)).concat(contentWords(custom)).join('|')})`, 'i');
      steering.keep ??= (idea) => said.test(ideaText(idea));
    }
  }
  return { steering, person: refined };
}
