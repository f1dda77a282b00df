/**
 * The tabs the profile's Back button returns through, most recent last (spec: "A back button returns to the tab the
 * user came from"). Kept apart from the browser history, which also holds the pages before the profile.
 */
export type TabTrail<T extends string> = readonly T[];

/** The trail after switching from `current` to `next`, or `undefined` when `next` is already shown. */
export function leaveTab<T extends string>(trail: TabTrail<T>, current: T, next: T): TabTrail<T> | undefined {
  return next === current ? undefined : [...trail, current];
}

/** The tab Back opens and the trail left after it, or `undefined` when the user arrived on this tab. */
export function stepBack<T extends string>(trail: TabTrail<T>): { tab: T; trail: TabTrail<T> } | undefined {
  const tab = trail.at(-1);
  return tab === undefined ? undefined : { tab, trail: trail.slice(0, -1) };
}
