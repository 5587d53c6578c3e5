import { wholeNumber } from '../config/schema-parts.ts';

/** The references' variable of the environment schema. */
export const REFERENCES_ENVIRONMENT = {
  REFERENCE_CHECK_MS: wholeNumber(
    { default: 900_000, min: 200, max: 86_400_000 },
    "how often each server looks for references' reminders that are due, in milliseconds",
  ),
} as const;

/** How often a server looks for reminders that are due. */
export const referenceCheckMsOf = (env: Record<keyof typeof REFERENCES_ENVIRONMENT, number>) => env.REFERENCE_CHECK_MS;
