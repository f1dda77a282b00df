/** How often a deadline looks at the clock. */
const SLICE_MS = 100;

/**
 * `work`, or a rejection with `message` once at least `ms` have passed; the timer never keeps the process alive.
 *
 * Only time the event loop was free to hear the answer counts: a stretch the loop spent busy elsewhere (another app of
 * the same process loading its data at start-up) counts as one slice. Otherwise an answer waiting on the socket
 * would lose to a timer that fired first merely because timers run before I/O.
 */
export async function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    let counted = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      counted += Math.min(now - last, SLICE_MS);
      last = now;
      if (counted >= ms) reject(new Error(message));
      else timer = setTimeout(tick, Math.min(SLICE_MS, ms - counted)).unref();
    };
    timer = setTimeout(tick, Math.min(SLICE_MS, ms)).unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
