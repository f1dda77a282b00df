import { Metrics } from '@presently/platform';
import type { GiftEngine } from './gift-engine';
import { MeasuredGiftEngine } from './measured.engine';

const failing = new Error('model unavailable');
const llm: GiftEngine = {
  name: 'llm',
  clarify: async () => ({ needsClarification: false, questions: [], reasoning: '' }),
  suggest: async () => ({ suggestions: [], summary: '', insight: '' }),
  refine: async () => ({ suggestions: [], summary: '', insight: '' }),
  compare: () => Promise.reject(failing),
  cardMessage: async (_info, giftTitle) => `Enjoy the ${giftTitle}`,
};

describe('MeasuredGiftEngine', () => {
  it('times each call by engine, operation and outcome, and passes answers and errors through', async () => {
    const metrics = new Metrics();
    const engine = new MeasuredGiftEngine(llm, metrics);
    const info = { relationship: 'friend', occasion: 'birthday', interests: 'tea' } as never;

    expect(engine.name).toBe('llm');
    expect(await engine.cardMessage(info, 'teapot')).toBe('Enjoy the teapot');
    await engine.suggest(info, { avoidTitles: [], dislikedCategories: [] });
    await expect(engine.compare([], info)).rejects.toBe(failing);

    const text = (await metrics.render()).body;
    expect(text).toContain('presently_gift_generation_seconds_count{engine="llm",operation="card_message",outcome="ok"} 1');
    expect(text).toContain('presently_gift_generation_seconds_count{engine="llm",operation="suggest",outcome="ok"} 1');
    expect(text).toContain('presently_gift_generation_seconds_count{engine="llm",operation="compare",outcome="error"} 1');
  });
});
