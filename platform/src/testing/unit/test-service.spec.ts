import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../../config/config';
import { RateLimits } from '../../rate-limit/rate-limits';
import { CLOCK, type Clock } from '../../runtime/clock';
import { newTestService, provide, testClock } from './test-service';

const SETTINGS = Symbol('Settings');

@Injectable()
class ReminderStore {
  count(_userId: number): Promise<number> {
    throw new Error('the database is not reachable from a unit spec');
  }
}

/** A service shaped like the product's: a repository by class, platform tokens, and a token of its own. */
@Injectable()
class ReminderQuota {
  constructor(
    private readonly store: ReminderStore,
    @Inject(SETTINGS) private readonly settings: { limit: number },
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) readonly config: Config,
    readonly rateLimits: RateLimits,
  ) {}

  async left(userId: number) {
    return { left: this.settings.limit - (await this.store.count(userId)), at: this.clock().toISOString() };
  }
}

describe('newTestService', () => {
  it('builds the service with a strict mock for each repository and the given values for tokens', async () => {
    const { sut, mock } = newTestService(ReminderQuota, [provide(SETTINGS, { limit: 3 }), provide(CLOCK, testClock('2026-01-01T09:00:00Z'))]);
    mock(ReminderStore).count.mockResolvedValue(1);

    expect(await sut.left(7)).toEqual({ left: 2, at: '2026-01-01T09:00:00.000Z' });
    expect(mock(ReminderStore).count).toHaveBeenCalledWith(7);
  });

  it('fails a call the spec did not set up, instead of answering undefined', async () => {
    const { sut } = newTestService(ReminderQuota, [provide(SETTINGS, { limit: 3 })]);
    await expect(sut.left(7)).rejects.toThrow('Method ReminderStore.count was called without being explicitly stubbed');
  });

  it('gives real rate limits, a test configuration and a clock the spec moves', () => {
    const { sut, clock } = newTestService(ReminderQuota, [provide(SETTINGS, { limit: 3 })]);
    expect(sut.rateLimits).toBeInstanceOf(RateLimits);
    expect(sut.config).toMatchObject({ NODE_ENV: 'test', PUBLIC_URL: 'https://presently.test' });

    const before = clock().getTime();
    clock.advance(60_000);
    expect(clock().getTime() - before).toBe(60_000);
  });

  it('refuses a dependency it cannot name, rather than passing a mock of Object', () => {
    @Injectable()
    class Untyped {
      constructor(readonly settings: { limit: number }) {}
    }
    expect(() => newTestService(Untyped)).toThrow('Untyped takes a dependency without an injection token');
  });
});
