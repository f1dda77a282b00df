import type { Person } from '../person/person';
import { capitalize, possessive } from '../person/text';

/** The person as a sentence's subject and in the possessive: their name, or 'your sister'. */
export const subject = (person: Person) => person.who;
export const whose = (person: Person) => possessive(person.who);
export const Subject = (person: Person) => capitalize(person.who);

/** A verb agreeing with the person's pronoun ('she loves', 'they love'). */
export const agree = (person: Person, singular: string, plural: string) => (person.pronouns.subject === 'they' ? plural : singular);

/** The verb forms people lead an interest with ("supports McLaren", "makes pour-over every morning"). */
const LEADING_VERB = /^(loves|likes|enjoys|adores|supports|follows|plays|makes|bakes|cooks|brews|grows|knits|crochets|sews|paints|draws|writes|reads|watches|listens|collects|runs|rides|climbs|swims|surfs|skates|hikes|does|goes|spends|practises|practices|studies|builds|fixes|restores|keeps|has|is|can't|cannot|never|always|still|just|recently|lives|travels|dances|sings|visits|volunteers|teaches|streams|games|codes|trains|lifts)\b/i;

/**
 * What the person does or loves, ready to follow their name: the visitor's own clause when it leads with a verb
 * ("makes pour-over coffee every morning"), else "loves {label}".
 */
export function doesWhat(said: string, label: string, plural = false): string {
  if (plural) return `love ${label}`;
  if (said && LEADING_VERB.test(said) && !/\b(i|me|my|we|our)\b/i.test(said)) {
    return said.charAt(0).toLowerCase() + said.slice(1);
  }
  return `loves ${label}`;
}

/** A short name for an idea in a sentence: "the scale", "the book", derived from its title and category. */
export function shortName(title: string, category: string): string {
  if (category === 'books') return 'the book';
  if (category === 'experience') return 'the outing';
  const head = title
    .replace(/\(.*?\)/g, '')
    .split(/\s(?:with|for|from|by|in|of|to|—|-|–)\s|[:,]/i)[0]
    .trim()
    .split(/\s+/);
  // "Memorial garden stone engraved": the thing is the stone, not how it is made.
  while (head.length > 1 && /(ed|ing)$/i.test(head[head.length - 1]) && !/(bed|sled|sling|ring|string|swing|wing)$/i.test(head[head.length - 1])) head.pop();
  const last = head[head.length - 1]?.toLowerCase().replace(/[^a-z-]/g, '') ?? '';
  const generic = /^(set|kit|box|pack|bundle|collection|edition|case|class|course|session|subscription|voucher|print)$/.test(last);
  const words = generic && head.length > 1 ? head.slice(-2) : [head[head.length - 1]];
  const phrase = words.join(' ').toLowerCase().replace(/[^a-z0-9' -]/g, '').trim();
  // A plural ("the lights") would need its own verbs; "it" reads right whatever follows.
  const plural = /[^su]s$/.test(phrase);
  return phrase && phrase.length > 2 && !plural ? `the ${phrase}` : 'it';
}
