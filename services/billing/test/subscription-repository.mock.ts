import type { DeepMocked } from '@presently/platform/testing/unit';
import type { Subscription } from '../src/generated/prisma/client';
import type { ChangeResult, SubscriptionChange, SubscriptionRepository } from '../src/repositories/subscription.repository';
import { aFreeSubscription } from './subscription.factory';

/**
 * Makes the mocked repository hold `row` (null: no row yet) and apply each change as the real one does under its
 * lock: `decide` sees the current row, and what it sets becomes the row the next change sees. Returns what was
 * decided, in order, for the spec to check.
 */
export function holdSubscription(subscriptions: DeepMocked<SubscriptionRepository>, row: Subscription | null) {
  let held = row;
  const decided: SubscriptionChange[] = [];
  subscriptions.find.mockImplementation(async () => held);
  subscriptions.change.mockImplementation(async (key, decide): Promise<ChangeResult> => {
    const current = held && ('userId' in key ? held.userId === key.userId : held.providerSubscriptionId === key.providerSubscriptionId) ? held : null;
    const change = decide(current);
    if (!change) return { outcome: 'unchanged', subscription: current };
    decided.push(change);
    if (change.set) held = current ? { ...current, ...change.set } : 'userId' in key ? aFreeSubscription({ ...change.set, userId: key.userId }) : null;
    return { outcome: 'applied', subscription: held };
  });
  return { decided, current: () => held };
}
