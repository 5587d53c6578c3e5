import type { OutboxSettings } from './outbox-worker.ts';

type Env = Record<string, string | undefined>;

/** Each `OUTBOX_*` variable: its default, and the range an operator may choose from. */
const VARIABLES: Record<keyof OutboxSettings, { name: string; default: number; min: number; max: number }> = {
  pollMs: { name: 'OUTBOX_POLL_MS', default: 2_000, min: 10, max: 600_000 },
  retryBaseMs: { name: 'OUTBOX_RETRY_BASE_MS', default: 10_000, min: 10, max: 3_600_000 },
  maxRetryMs: { name: 'OUTBOX_MAX_RETRY_MS', default: 3_600_000, min: 10, max: 86_400_000 },
  maxAttempts: { name: 'OUTBOX_MAX_ATTEMPTS', default: 25, min: 1, max: 1000 },
  leaseMs: { name: 'OUTBOX_LEASE_MS', default: 120_000, min: 1_000, max: 3_600_000 },
};

/**
 * The outbox worker's pace from the environment. The defaults retry after 10 s, 20 s, 40 s … up to an hour between
 * tries, 25 tries in all: about a day, so an email outlives an SMTP outage of hours and an expired link's email is
 * not sent days late.
 */
export function parseOutboxSettings(env: Env, problems: string[]): OutboxSettings {
  const entries = Object.entries(VARIABLES).map(([key, variable]) => {
    const text = env[variable.name]?.trim() || String(variable.default);
    const value = Number(text);
    if (/^\d+$/.test(text) && value >= variable.min && value <= variable.max) return [key, value];
    problems.push(`${variable.name} must be a whole number from ${variable.min} to ${variable.max} (got "${text}")`);
    return [key, variable.default];
  });
  return Object.fromEntries(entries) as OutboxSettings;
}
