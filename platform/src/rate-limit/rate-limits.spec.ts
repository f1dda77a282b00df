import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RateLimits } from './rate-limits';

const backends: [string, () => { limits: RateLimits; close(): void }][] = [
  ['memory', () => ({ limits: new RateLimits(), close: () => undefined })],
  ...(process.env.TEST_REDIS_URL
    ? [
        [
          'redis',
          () => {
            const redis = new Redis(process.env.TEST_REDIS_URL!);
            return { limits: new RateLimits(redis), close: () => redis.disconnect() };
          },
        ] as [string, () => { limits: RateLimits; close(): void }],
      ]
    : []),
];

describe.each(backends)('rate limits in %s', (_name, make) => {
  it('allows the set number of tries per key, then answers 429 with the message', async () => {
    const { limits, close } = make();
    const limit = limits.define(`test-${randomUUID()}`, 3, 60, (seconds) => `Try again in ${seconds} seconds`);
    for (let i = 0; i < 3; i++) await limit.consume('alice|1.2.3.4');
    await expect(limit.consume('alice|1.2.3.4')).rejects.toMatchObject({ status: 429, response: { message: expect.stringMatching(/^Try again in \d+ seconds$/) } });
    await expect(limit.consume('bob|1.2.3.4')).resolves.toBeUndefined();
    await limit.reset('alice|1.2.3.4');
    await expect(limit.consume('alice|1.2.3.4')).resolves.toBeUndefined();
    close();
  });

  it('checks a key without spending from it, and refuses once it is spent', async () => {
    const { limits, close } = make();
    const limit = limits.define(`test-${randomUUID()}`, 2, 60, (seconds) => `Try again in ${seconds} seconds`);
    for (let i = 0; i < 5; i++) await limit.check('1.2.3.4');
    await limit.consume('1.2.3.4');
    await limit.consume('1.2.3.4');
    await expect(limit.check('1.2.3.4')).rejects.toMatchObject({ status: 429, response: { message: expect.stringMatching(/^Try again in \d+ seconds$/) } });
    await expect(limit.check('5.6.7.8')).resolves.toBeUndefined();
    close();
  });
});
