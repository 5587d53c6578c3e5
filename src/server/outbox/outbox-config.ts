import { wholeNumber } from '../config/schema-parts.ts';
import type { OutboxSettings } from './outbox-worker.ts';

/**
 * The `OUTBOX_*` variables of the environment schema: each one's default, the range an operator may choose from and
 * what it sets. The defaults retry after 10 s, 20 s, 40 s … up to an hour between tries, 25 tries in all: about a
 * day, so an email outlives an SMTP outage of hours and an expired link's email is not sent days late.
 */
export const OUTBOX_ENVIRONMENT = {
  OUTBOX_POLL_MS: wholeNumber(
    { default: 2_000, min: 10, max: 600_000 },
    'how often each server looks for due messages, in milliseconds',
  ),
  OUTBOX_RETRY_BASE_MS: wholeNumber(
    { default: 10_000, min: 10, max: 3_600_000 },
    'the wait before the first retry of a message, doubled on each retry',
  ),
  OUTBOX_MAX_RETRY_MS: wholeNumber(
    { default: 3_600_000, min: 10, max: 86_400_000 },
    'the longest wait between two tries',
  ),
  OUTBOX_MAX_ATTEMPTS: wholeNumber({ default: 25, min: 1, max: 1000 }, 'tries in all before a message is given up'),
  OUTBOX_LEASE_MS: wholeNumber(
    { default: 120_000, min: 1_000, max: 3_600_000 },
    "how long a server's claim on a message holds, in milliseconds",
  ),
} as const;

/** The outbox worker's pace from the validated environment (the schema filled in every default). */
export function outboxSettingsOf(env: Record<keyof typeof OUTBOX_ENVIRONMENT, number>): OutboxSettings {
  return {
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxRetryMs: env.OUTBOX_MAX_RETRY_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
  };
}
