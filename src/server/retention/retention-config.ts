import { wholeNumber } from '../config/schema-parts.ts';

/**
 * The retention variables of the environment schema (contract section 12). Regulation B (12 CFR 1002.12(b)) asks a
 * creditor to keep an application's records 12 months after the notice of its decision: a record retention below
 * 365 days is refused, so a typo cannot purge what the law still asks for. The default adds a month of margin.
 */
export const RETENTION_ENVIRONMENT = {
  DRAFT_RETENTION_DAYS: wholeNumber(
    { default: 180, min: 1, max: 3650 },
    'days without activity after which a draft never submitted is deleted with everything it holds',
  ),
  RECORD_RETENTION_DAYS: wholeNumber(
    { default: 395, min: 365, max: 3650 },
    "days after its decision that an application's personal data is kept (unless held or its reasons were asked for)",
  ),
  PURGE_CHECK_MS: wholeNumber(
    { default: 3_600_000, min: 1_000, max: 86_400_000 },
    "how often each server checks whether the day's purge is due, in milliseconds",
  ),
} as const;

/** How long what is kept, and how often a server looks for the day's purge. */
export interface RetentionSettings {
  draftRetentionDays: number;
  recordRetentionDays: number;
  purgeCheckMs: number;
}

/** The retention settings from the validated environment (the schema filled in every default). */
export function retentionSettingsOf(env: Record<keyof typeof RETENTION_ENVIRONMENT, number>): RetentionSettings {
  return {
    draftRetentionDays: env.DRAFT_RETENTION_DAYS,
    recordRetentionDays: env.RECORD_RETENTION_DAYS,
    purgeCheckMs: env.PURGE_CHECK_MS,
  };
}
