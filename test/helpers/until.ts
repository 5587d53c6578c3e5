import { vi } from 'vitest';

export interface UntilOptions {
  /** How long the system may take to settle; generous, since the test machine is shared and slow. */
  timeout?: number;
  interval?: number;
}

/**
 * Waits until `check` holds, polling: a wait on a condition, never a sleep. Fails with `what` when it never holds.
 * Tests that prove something did NOT happen wait here for a sign that the system settled (the outbox empty, a later
 * request answered) and then count.
 */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeout = 30_000, interval = 25 }: UntilOptions = {},
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`still waiting for ${what}`);
    },
    { timeout, interval },
  );
}
