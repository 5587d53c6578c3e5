import { wholeNumber } from '../config/schema-parts.ts';
import type { OutboxSettings } from './outbox-worker.ts';

/** Each `OUTBOX_*` variable: its default, and the range an operator may choose from. */
const VARIABLES: Record<keyof OutboxSettings, { name: string; default: number; min: number; max: number }> = {
  pollMs: { name: 'OUTBOX_POLL_MS', default: 2_000, min: 10, max: 600_000 },
  retryBaseMs: { name: 'OUTBOX_RETRY_BASE_MS', default: 10_000, min: 10, max: 3_600_000 },
  maxRetryMs: { name: 'OUTBOX_MAX_RETRY_MS', default: 3_600_000, min: 10, max: 86_400_000 },
  maxAttempts: { name: 'OUTBOX_MAX_ATTEMPTS', default: 25, min: 1, max: 1000 },
  leaseMs: { name: 'OUTBOX_LEASE_MS', default: 120_000, min: 1_000, max: 3_600_000 },
};

const DESCRIPTIONS: Record<keyof OutboxSettings, string> = {
  pollMs: 'how often each server looks for due messages, in milliseconds',
  retryBaseMs: 'the wait before the first retry of a message, doubled on each retry',
  maxRetryMs: 'the longest wait between two tries',
  maxAttempts: 'tries in all before a message is given up',
  leaseMs: "how long a server's claim on a message holds, in milliseconds",
};

/**
 * The `OUTBOX_*` variables of the environment schema. The defaults retry after 10 s, 20 s, 40 s … up to an hour
 * between tries, 25 tries in all: about a day, so an email outlives an SMTP outage of hours and an expired link's
 * email is not sent days late.
 */
export const OUTBOX_ENVIRONMENT = Object.fromEntries(
  Object.entries(VARIABLES).map(([key, variable]) => [
    variable.name,
    wholeNumber(variable, DESCRIPTIONS[key as keyof OutboxSettings]),
  ]),
);

/** The outbox worker's pace from the validated environment (the schema filled in every default). */
export function outboxSettingsOf(env: Record<string, unknown>): OutboxSettings {
  const entries = Object.entries(VARIABLES).map(([key, variable]) => [key, env[variable.name] as number]);
  return Object.fromEntries(entries) as OutboxSettings;
}
