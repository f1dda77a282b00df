import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemKinds, loadCatalog, type IdeaForm } from './catalog';
import { itemIdeas } from './ideas';
import { fold } from '../person/interests';
import { PEOPLES_FESTIVALS } from '../person/festivals';
import { faithOf } from '../person/person';

/** The catalog is data written by hand: these checks keep it consistent as it grows. */
const catalog = loadCatalog();
const illustrations = new Set<string>(JSON.parse(readFileSync(join(__dirname, 'illustrations.json'), 'utf8')));
const interestKeys = new Set(catalog.interests.map((interest) => interest.key));
const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('the gift catalog', () => {
  it('gives every item its own id and title', () => {
    expect(duplicates(catalog.items.map((item) => item.id))).toEqual([]);
    expect(duplicates(catalog.items.map((item) => item.title.toLowerCase()))).toEqual([]);
  });

  it('ties items only to interests the lexicon knows, with pictures that exist', () => {
    expect(catalog.items.flatMap((item) => item.interests.filter((key) => !interestKeys.has(key)).map((key) => `${item.id}: ${key}`))).toEqual([]);
    const forms = [...catalog.forms.values()].flat();
    expect([...catalog.items, ...forms].filter((idea) => !illustrations.has(idea.image)).map((idea) => `${idea.title}: ${idea.image}`)).toEqual([]);
  });

  it('keeps alcohol and gambling for adults, small parts away from toddlers', () => {
    const adultOnly = catalog.items.filter((item) => item.exclusions.some((flag) => flag === 'alcohol' || flag === 'gambling'));
    expect(adultOnly.filter((item) => item.ages[0] < 18).map((item) => item.id)).toEqual([]);
    const babyItems = catalog.items.filter((item) => item.ages[0] < 3);
    expect(babyItems.filter((item) => item.exclusions.includes('small-parts') || item.exclusions.includes('sharp')).map((item) => item.id)).toEqual([]);
  });

  it('keeps a title that swears or speaks of sex from children: "Stitch \'n Bitch" is no knitting book for a 14-year-old', () => {
    const SWEARS = /\b(bitch(es|y)?|f[u*]ck\w*|shit(s|ty)?|bastards?)\b/i;
    const IN_TITLE = /\b(sex|crap)\b/i;
    expect(catalog.items.filter((item) => (SWEARS.test(`${item.title} ${item.description}`) || IN_TITLE.test(item.title)) && item.ages[0] < 16).map((item) => item.id)).toEqual([]);
  });

  it('marks every food and outing a midwife advises against as unsafe in pregnancy', () => {
    // Soft and unpasteurised cheese, cured meat, raw or cold-smoked fish, kombucha; heat, dives and rides; essential oils.
    // Tinned fish is cooked in the tin, and things made for pregnancy are chosen with it in mind.
    const unsafe =
      /\b(brie|camembert|soft cheeses?|blue cheeses?|stilton|gorgonzola|roquefort|unpasteuri[sz]ed|raw[- ]milk|farmhouse cheeses?|farmstead cheeses?|cheese of the month|salami|salumi|prosciutto|cured meats?|jam[oó]n|chorizo|sushi|sashimi|raw fish|oysters|smoked salmon|lox|caviar|p[aâ]t[eé]|foie gras|kombucha|saunas?|hot tubs?|thermal (pools?|baths?|spa)|bathhouse|scuba|theme parks?|roller ?coasters?)\b/i;
    const named = catalog.items.filter(
      (item) =>
        !item.interests.includes('pregnancy') &&
        (((item.category === 'food' || item.category === 'experience') && unsafe.test(`${item.title} ${item.description}`) && !/\b(tinned|canned)\b/i.test(item.title)) || /\bessential oils?\b/i.test(item.title)),
    );
    expect(named.filter((item) => !item.exclusions.includes('pregnancy-unsafe')).map((item) => item.id)).toEqual([]);
  });

  it('marks salty foods for those kept to a low-salt diet', () => {
    const salty = /\b(salt flakes|sea salt(?! (bar|caramel))|salami|jam[oó]n|cured meats?|jerky|bacon|pastrami|pork rinds|smoked salmon|anchov\w*|caviar|tinned fish|ramen|miso|seasoning)\b/i;
    expect(catalog.items.filter((item) => item.category === 'food' && salty.test(item.title) && !item.exclusions.includes('high-salt')).map((item) => item.id)).toEqual([]);
  });

  it('has ideas of its own for every kind of a thing people name, from a small budget up', () => {
    // A red-wine lover is never offered a white through "wine": each kind needs enough of its own to fill that gap.
    const kinds = ['red-wine', 'white-wine', 'rose-wine', 'sparkling-wine', 'port', 'scotch-whisky', 'bourbon', 'japanese-whisky', 'irish-whiskey', 'cryptic-crosswords', 'nyt-crosswords', 'acoustic-guitar', 'electric-guitar', 'dark-chocolate', 'milk-chocolate', 'rye-whiskey', 'cognac', 'stout', 'ipa', 'sour-beer', 'green-tea', 'herbal-tea'];
    const ideas = itemIdeas(catalog);
    const thin = kinds.filter((key) => {
      const own = ideas.filter((idea) => (idea.interests.includes(key) || idea.narrower.includes(key)) && idea.priceMin <= 200);
      return own.length < 3 || Math.min(...own.map((idea) => idea.priceMin)) > 40;
    });
    expect(thin).toEqual([]);
  });

  it('gives each interest one key, and each phrase one interest', () => {
    expect(duplicates(catalog.interests.map((interest) => interest.key))).toEqual([]);
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const interest of catalog.interests) {
      for (const phrase of new Set([interest.label.toLowerCase(), ...interest.words.map((word) => word.toLowerCase())])) {
        const other = owner.get(phrase);
        if (other && other !== interest.key) clashes.push(`"${phrase}": ${other} and ${interest.key}`);
        owner.set(phrase, interest.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("writes every name an interest's words hold as one of those words, as the brand or shop writes itself", () => {
    // A name is found in what the visitor typed by its words: one that no word of the interest holds is never written.
    const unheld = catalog.interests.flatMap((interest) =>
      (interest.names ?? [])
        .filter((name) => ![interest.label, ...interest.words].some((word) => ` ${fold(word)} `.includes(` ${fold(name)} `)))
        .map((name) => `${interest.key}: ${name}`),
    );
    expect(unheld).toEqual([]);
  });

  it('links interests only to interests that exist', () => {
    const missing = catalog.interests.flatMap((interest) =>
      [...interest.parents, ...interest.related].filter((key) => !interestKeys.has(key)).map((key) => `${interest.key} → ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has ideas for every topic, itself or through a broader interest, and forms for every named kind', () => {
    const itemCount = new Map<string, number>();
    for (const item of catalog.items) for (const key of item.interests) itemCount.set(key, (itemCount.get(key) ?? 0) + 1);
    const byKey = new Map(catalog.interests.map((interest) => [interest.key, interest]));
    const reachable = (key: string, seen = new Set<string>()): number => {
      if (seen.has(key)) return 0;
      seen.add(key);
      return (itemCount.get(key) ?? 0) + (byKey.get(key)?.parents ?? []).reduce((sum, parent) => sum + reachable(parent, seen), 0);
    };
    const bare = catalog.interests.filter((interest) => itemKinds.has(interest.kind) && reachable(interest.key) < 3).map((interest) => interest.key);
    expect(bare).toEqual([]);
    const kinds = new Set(catalog.interests.map((interest) => interest.kind).filter((kind) => !itemKinds.has(kind)));
    for (const kind of ['named', 'activity'] as const) kinds.add(kind);
    expect([...kinds].filter((kind) => (catalog.forms.get(kind) ?? []).length < 4)).toEqual([]);
  });

  it('names only forms of its own kind as the forms made for a name', () => {
    const unknown = catalog.interests.flatMap((interest) =>
      (interest.formsMade ?? []).filter((id) => !(catalog.forms.get(interest.kind) ?? []).some((form) => form.id === id)).map((id) => `${interest.key}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('writes forms with the {label} placeholders only, each naming the thing in its title', () => {
    const bad = ([...catalog.forms.values()].flat() as IdeaForm[]).filter((form) => {
      const text = [form.title, form.description, form.why ?? '', ...form.tags].join(' ');
      const placeholders = text.match(/\{[^{}]*\}/g) ?? [];
      return !form.title.includes('{label') || placeholders.some((placeholder) => placeholder !== '{label}' && placeholder !== "{label's}");
    });
    expect(bad.map((form) => form.title)).toEqual([]);
  });

  it('writes each why true for anyone the item reaches: a festival named only on its day, "her" or "him" only when made for one', () => {
    // An item tied to a festival but offered beyond it reaches a tea lover at Christmas or on her birthday: a why that
    // says "when relatives visit for the new year" is then false. Its own festival's things (a faith's, Diwali decor) may.
    const festivals = [...PEOPLES_FESTIVALS, 'christmas', 'hanukkah', 'eid', 'ramadan', 'diwali', 'passover', 'rosh-hashanah', 'easter', 'vaisakhi'];
    const newYears = new Set(['lunar-new-year', 'seollal', 'tet', 'nowruz', 'rosh-hashanah', 'songkran']);
    const named = (kind: string) => new RegExp(`\\b(${kind.replace(/^orthodox-/, '').replace(/-/g, ' ')}${newYears.has(kind) ? '|new year' : ''})\\b`, 'i');
    const offeredBeyond = catalog.items.filter((item) => !item.occasionOnly && !faithOf(item.interests[0]));
    const festive = offeredBeyond.flatMap((item) =>
      item.occasions.filter((kind) => festivals.includes(kind) && !item.interests[0]?.includes(kind) && named(kind).test(item.why ?? '')).map((kind) => `${item.id}: ${kind}`),
    );
    expect(festive).toEqual([]);
    // "Gives her three novels" reaches a man who reads them too.
    expect(catalog.items.filter((item) => item.genders.length === 0 && /^\w+ (her|him)\b/i.test(item.why ?? '')).map((item) => item.id)).toEqual([]);
  });
});
