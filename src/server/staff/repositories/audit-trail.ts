import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the audit trail records; `PURGE` and `HOLD` are retention's (src/server/retention/). */
export type AuditAction =
  | 'VIEW'
  | 'REVEAL'
  | 'DOWNLOAD'
  | 'NOTE'
  | 'ASSIGN'
  | 'DECISION'
  | 'STATUS_CHANGE'
  | 'EXPORT'
  | 'STAFF_CHANGE'
  | 'PURGE'
  | 'HOLD';

export interface AuditEntry {
  applicationId: string | null;
  /** Null when the applicant did it (a resubmission). */
  staffId: string | null;
  action: AuditAction;
  detail: Record<string, unknown>;
  ip: string;
}

/** A row of the trail as the console shows it, with the member's email. */
export interface AuditRow {
  at: string;
  action: AuditAction;
  staff: string | null;
  ip: string;
  detail: Record<string, unknown>;
}

/**
 * The audit trail: append-only. This module is the only code that touches `staff_audit`, and it can only insert
 * and read; nothing in the product updates or deletes a row of it.
 */
export function createAuditTrail(db: Kysely<Database>) {
  return {
    async append(entry: AuditEntry, executor: Kysely<Database> = db): Promise<void> {
      await executor
        .insertInto('staff_audit')
        .values({
          id: randomUUID(),
          application_id: entry.applicationId,
          staff_id: entry.staffId,
          action: entry.action,
          detail: JSON.stringify(entry.detail),
          ip: entry.ip,
          at: new Date().toISOString(),
        })
        .execute();
    },

    /** Every entry of an application (or of `actions` only), oldest first. */
    async ofApplication(applicationId: string, actions?: readonly AuditAction[]): Promise<AuditRow[]> {
      let query = db
        .selectFrom('staff_audit')
        .leftJoin('staff_members', 'staff_members.id', 'staff_audit.staff_id')
        .select(['staff_audit.at', 'staff_audit.action', 'staff_members.email', 'staff_audit.ip', 'staff_audit.detail'])
        .where('staff_audit.application_id', '=', applicationId);
      if (actions) query = query.where('staff_audit.action', 'in', actions);
      const rows = await query.orderBy('staff_audit.at').orderBy('staff_audit.id').execute();
      return rows.map((row) => ({
        at: row.at,
        action: row.action as AuditAction,
        staff: row.email,
        ip: row.ip,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
      }));
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
