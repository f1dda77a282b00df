import { within } from '../runtime/deadline';

/** The checks /readyz runs: every dependency of this process must answer. */
export class Readiness {
  private readonly checks = new Map<string, () => Promise<void>>();

  register(name: string, check: () => Promise<void>): void {
    this.checks.set(name, check);
  }

  async report(timeoutMs = 2000): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await within(check(), timeoutMs, 'timed out');
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, error instanceof Error ? error.message : 'failed'] as const;
        }
      }),
    );
    return { ready: results.every(([, state]) => state === 'ok'), checks: Object.fromEntries(results) };
  }
}
