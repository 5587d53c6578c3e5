import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The queue's "references complete" (the staff queue's `references=complete`): no current request of the application
 * still waits for its reference, each answered, declined or expired. A condition on `ca` (the queue's
 * `credit_applications`), read through the index of requests by application.
 */
export function referencesComplete(now: Date): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from reference_requests rr where rr.application_id = ca.id
    and rr.replaced_at is null and rr.answered_at is null and rr.declined_at is null
    and rr.expires_at > ${now.toISOString()})`;
}
