// The composition root, and the one file of the gateway allowed to import the services (eslint enforces it).
import { auth } from '@presently/auth';
import { billing } from '@presently/billing';
import { gifts } from '@presently/gifts';
import { occasions } from '@presently/occasions';
import type { Target } from '@presently/platform';
import { gateway } from './gateway.module';

export const targets = { gateway, auth, gifts, billing, occasions } satisfies Record<string, Target>;
export type TargetName = keyof typeof targets;

/** What each --target runs; `all` is the all-in-one process that `npm start` starts. */
export const targetSets: Record<string, Target[]> = {
  all: [gateway, auth, gifts, billing, occasions],
  ...Object.fromEntries(Object.entries(targets).map(([name, target]) => [name, [target]])),
};

export function resolveTargets(name: string): Target[] {
  const set = targetSets[name];
  if (!set) throw new Error(`Unknown target "${name}". Choose one of: ${Object.keys(targetSets).join(', ')}`);
  return set;
}
