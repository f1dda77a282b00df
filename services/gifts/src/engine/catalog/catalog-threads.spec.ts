import { repoPath } from '@presently/platform';
import { recipientInfoSchema, refineRequestSchema } from '@presently/proto';
import { readFileSync } from 'node:fs';
import type { CatalogThreads as Threads } from './catalog-threads';
import { CatalogEngine } from './catalog.engine';

const people = (JSON.parse(readFileSync(repoPath('services/gifts/src/engine/evaluation/recipients.json'), 'utf8')) as { info: unknown }[]).map(({ info }) => recipientInfoSchema.parse(info));
const none = { avoidTitles: [], dislikedCategories: [] };

describe('CatalogThreads', () => {
  const here = new CatalogEngine();
  let threads: Threads;
  beforeAll(async () => {
    // A worker thread loads JavaScript: these run the built engine (`nx run gifts:build`) on its threads, against the
    // sources on this one.
    const { CatalogThreads } = (await import(repoPath('dist/services/gifts/src/engine/catalog/catalog-threads.js'))) as { CatalogThreads: typeof Threads };
    threads = new CatalogThreads(2);
  });
  afterAll(() => threads.onModuleDestroy());

  it('answers as the catalog engine does on this thread, many requests at once', async () => {
    const sample = people.slice(0, 24);
    const answers = await Promise.all(sample.map((info) => threads.suggest(info, none)));
    for (const [index, info] of sample.entries()) expect(answers[index]).toEqual(await here.suggest(info, none));

    const info = people[0];
    const shown = await here.suggest(info, none);
    const request = refineRequestSchema.parse({ originalSuggestion: shown, recipientInfo: info, refineType: 'cheaper' });
    expect(await threads.refine(request, none)).toEqual(await here.refine(request, none));
    expect(await threads.compare(shown.suggestions.slice(0, 2), info, 'price')).toEqual(await here.compare(shown.suggestions.slice(0, 2), info, 'price'));
    expect(await threads.clarify(info)).toEqual(await here.clarify(info));
  });

  it('hands each idea on as it comes, and never writes the same card twice in a row, whichever thread writes it', async () => {
    const shown: string[] = [];
    const answer = await threads.suggest(people[1], none, (suggestion) => shown.push(suggestion.title));
    expect(shown).toEqual(answer.suggestions.map((suggestion) => suggestion.title));

    const cards: string[] = [];
    for (let i = 0; i < 12; i++) cards.push(await threads.cardMessage(people[1], answer.suggestions[0].title));
    for (let i = 1; i < cards.length; i++) expect(cards[i]).not.toBe(cards[i - 1]);
  });

  it('passes an error in a thread on to the caller', async () => {
    await expect(threads.suggest({ ...people[0], interests: 42 as unknown as string }, none)).rejects.toThrow();
  });
});
