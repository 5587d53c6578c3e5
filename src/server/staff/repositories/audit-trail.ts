import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditKind } from '../../../shared/staff/audit-trail.ts';
import type { Database } from '../../db/schema.ts';
import { staffName } from '../staff-name.ts';
import { chainHash } from '../audit/audit-chain.ts';

/** What the audit trail records (src/shared/staff/audit-trail.ts lists the kinds). */
export type AuditAction = AuditKind;

/**
 * Who did it: a member (`staffId`), or else `actor`: `applicant`, `cli:<OS user>` for the command line, or a job's
 * name such as `retention`. One or the other, so that no row is left without someone to answer for it.
 */
type AuditActor = { staffId: string; actor?: undefined } | { staffId: null; actor: string };

export type AuditEntry = AuditActor & {
  applicationId: string | null;
  action: AuditAction;
  detail: Record<string, unknown>;
  /** The client's address; the host's name for the command line or a job. */
  ip: string;
};

/** A row of the trail as the console shows it, with the member's name. */
export interface AuditRow {
  at: string;
  action: AuditAction;
  staff: string | null;
  ip: string;
  detail: Record<string, unknown>;
}

/**
 * Appends a row in `trx`, chained to the last one. The chain's head row is taken first, by an UPDATE: on
 * PostgreSQL that locks it until `trx` ends, so appends from several servers queue and each reads the head the one
 * before committed (and a rolled-back append leaves the head as it was); on SQLite the UPDATE takes the database's
 * write lock, which does the same. Append last in a transaction, so the head is held for as short as possible.
 */
async function appendIn(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const head = await trx
    .updateTable('staff_audit_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  const row = {
    id: randomUUID(),
    seq: Number(head.seq),
    // Taken once the head is held, so times follow the chain's order.
    at: new Date().toISOString(),
    application_id: entry.applicationId,
    staff_id: entry.staffId,
    actor: entry.staffId === null ? entry.actor : null,
    action: entry.action,
    detail: JSON.stringify(entry.detail),
    ip: entry.ip,
  };
  const hash = chainHash(head.hash, row);
  await trx
    .insertInto('staff_audit')
    .values({ ...row, hash })
    .execute();
  await trx.updateTable('staff_audit_head').set({ hash }).where('id', '=', 1).execute();
}

/**
 * The audit trail: append-only. The database refuses UPDATE and DELETE of its rows (migration 0013), and each row
 * carries the hash of the one before (audit/audit-chain.ts); `npm run audit -- verify` checks the chain.
 */
export function createAuditTrail(db: Kysely<Database>) {
  return {
    /**
     * Writes `entry` to the trail. Pass the transaction of the change it records (`trx`), so the change and its
     * row commit together or not at all; without one (a view, a download) the row is written in its own.
     */
    async append(entry: AuditEntry, trx: Kysely<Database> = db): Promise<void> {
      if (trx.isTransaction) await appendIn(trx, entry);
      else await trx.transaction().execute((own) => appendIn(own, entry));
    },

    /** Every entry of an application (or of `actions` only), oldest first. */
    async ofApplication(applicationId: string, actions?: readonly AuditAction[]): Promise<AuditRow[]> {
      let query = db
        .selectFrom('staff_audit')
        .leftJoin('staff_members', 'staff_members.id', 'staff_audit.staff_id')
        .select([
          'staff_audit.at',
          'staff_audit.action',
          'staff_members.email',
          'staff_members.display_name',
          'staff_audit.ip',
          'staff_audit.detail',
        ])
        .where('staff_audit.application_id', '=', applicationId);
      if (actions) query = query.where('staff_audit.action', 'in', actions);
      const rows = await query.orderBy('staff_audit.seq').execute();
      return rows.map((row) => ({
        at: row.at,
        action: row.action as AuditAction,
        staff: row.email === null ? null : staffName({ display_name: row.display_name, email: row.email }),
        ip: row.ip,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
      }));
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
