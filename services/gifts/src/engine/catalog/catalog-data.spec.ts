import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemKinds, loadCatalog, type IdeaForm } from './catalog';

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

  it('writes forms with the {label} placeholders only, each naming the thing in its title', () => {
    const bad = ([...catalog.forms.values()].flat() as IdeaForm[]).filter((form) => {
      const text = [form.title, form.description, form.why ?? '', ...form.tags].join(' ');
      const placeholders = text.match(/\{[^{}]*\}/g) ?? [];
      return !form.title.includes('{label') || placeholders.some((placeholder) => placeholder !== '{label}' && placeholder !== "{label's}");
    });
    expect(bad.map((form) => form.title)).toEqual([]);
  });
});
