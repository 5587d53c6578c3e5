/** The identity-verification statuses of step 1 (docs/decisions/0006-product-rules.md#identity). */
export type KbvStatus = 'NOT_STARTED' | 'STARTED' | 'VERIFIED' | 'NOT_VERIFIED' | 'ERROR';

/** Verification counts as finished whatever its outcome: verified, not verified or failed. */
const FINISHED_KBV_STATUSES: readonly KbvStatus[] = ['VERIFIED', 'NOT_VERIFIED', 'ERROR'];

/** Whether a status (as stored or as the API returns it) ends step 1. */
export function isKbvFinished(status: string | null | undefined): boolean {
  return (FINISHED_KBV_STATUSES as readonly string[]).includes(status ?? '');
}
