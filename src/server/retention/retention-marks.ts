import type { Kysely } from 'kysely';
import type { RetentionMark, RetentionState } from '../../shared/staff/retention.ts';
import type { Database } from '../db/schema.ts';
import type { AuditTrail } from '../staff/repositories/audit-trail.ts';
import { staffName } from '../staff/staff-name.ts';

const DAY_MS = 86_400_000;

/** Who changes a mark, from where: the audit row's member and address. */
type Actor = { staffId: string; ip: string };

/**
 * The marks that keep an application's personal data past its retention (`application_retention`): a manager's
 * hold and the applicant's written request for reasons. Each change writes its `HOLD` row to the audit trail in the
 * same transaction; the row keeps the history, the table only the current state the purge reads.
 */
export function createRetentionMarks(db: Kysely<Database>, audit: AuditTrail, recordRetentionDays: number) {
  /** The application's row, created empty on its first mark. */
  const ensureRow = (trx: Kysely<Database>, applicationId: string) =>
    trx
      .insertInto('application_retention')
      .values({ application_id: applicationId })
      .onConflict((conflict) => conflict.column('application_id').doNothing())
      .execute();

  const change = async (
    applicationId: string,
    actor: Actor,
    detail: Record<string, unknown>,
    write: (trx: Kysely<Database>) => Promise<boolean>,
  ): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      await ensureRow(trx, applicationId);
      if (!(await write(trx))) return false;
      await audit.append({ ...actor, applicationId, action: 'HOLD', detail }, trx);
      return true;
    });

  return {
    /** The application's retention as the console shows it. */
    async state(applicationId: string): Promise<RetentionState> {
      const [row, decided] = await Promise.all([
        db
          .selectFrom('application_retention as r')
          .leftJoin('staff_members as h', 'h.id', 'r.held_by')
          .leftJoin('staff_members as q', 'q.id', 'r.reasons_recorded_by')
          .select([
            'r.hold_reason',
            'r.held_at',
            'h.email as held_by_email',
            'h.display_name as held_by_name',
            'r.reasons_requested_on',
            'r.reasons_recorded_at',
            'q.email as recorded_by_email',
            'q.display_name as recorded_by_name',
            'r.purged_at',
          ])
          .where('r.application_id', '=', applicationId)
          .executeTakeFirst(),
        db
          .selectFrom('credit_applications as ca')
          .select((eb) => [
            'ca.review_status',
            eb
              .selectFrom('application_decisions as d')
              .select((inner) => inner.fn.max('d.decided_at').as('at'))
              .whereRef('d.application_id', '=', 'ca.id')
              .as('decided_at'),
          ])
          .where('ca.id', '=', applicationId)
          .executeTakeFirstOrThrow(),
      ]);
      const isDecided = ['APPROVED', 'DECLINED', 'CHANGES_REQUESTED'].includes(String(decided.review_status));
      const decidedAt = isDecided ? (decided.decided_at ?? null) : null;
      // Named as the console names staff everywhere else, not by email.
      const nameOf = (email: string | null | undefined, name: string | null | undefined) =>
        email ? staffName({ email, display_name: name ?? null }) : null;
      const hold = row?.held_at
        ? { reason: row.hold_reason ?? '', by: nameOf(row.held_by_email, row.held_by_name), at: row.held_at }
        : null;
      const reasonsRequested = row?.reasons_requested_on
        ? {
            receivedOn: row.reasons_requested_on,
            by: nameOf(row.recorded_by_email, row.recorded_by_name),
            at: row.reasons_recorded_at ?? '',
          }
        : null;
      const purgedAt = row?.purged_at && decidedAt && row.purged_at > decidedAt ? row.purged_at : null;
      const purgeDueOn =
        decidedAt && !hold && !reasonsRequested && !purgedAt
          ? new Date(Date.parse(decidedAt) + recordRetentionDays * DAY_MS).toISOString().slice(0, 10)
          : null;
      return { decidedAt, purgeDueOn, purgedAt, hold, reasonsRequested };
    },

    /** Places (or re-words) a manager's hold. */
    placeHold: (applicationId: string, actor: Actor, reason: string) =>
      change(applicationId, actor, { change: 'HOLD_PLACED', reason }, async (trx) => {
        await trx
          .updateTable('application_retention')
          .set({ hold_reason: reason, held_by: actor.staffId, held_at: new Date().toISOString() })
          .where('application_id', '=', applicationId)
          .execute();
        return true;
      }),

    /** Records the applicant's written request for the reasons of a decline, received on `receivedOn`. */
    recordReasonsRequest: (applicationId: string, actor: Actor, receivedOn: string) =>
      change(applicationId, actor, { change: 'REASONS_REQUESTED', receivedOn }, async (trx) => {
        await trx
          .updateTable('application_retention')
          .set({
            reasons_requested_on: receivedOn,
            reasons_recorded_by: actor.staffId,
            reasons_recorded_at: new Date().toISOString(),
          })
          .where('application_id', '=', applicationId)
          .execute();
        return true;
      }),

    /** Lifts a hold or a recorded request; false (nothing written) when there was none. */
    release: (applicationId: string, actor: Actor, mark: RetentionMark, reason: string) =>
      change(applicationId, actor, { change: 'RELEASED', mark, reason }, async (trx) => {
        const lifted =
          mark === 'hold'
            ? trx
                .updateTable('application_retention')
                .set({ hold_reason: null, held_by: null, held_at: null })
                .where('held_at', 'is not', null)
            : trx
                .updateTable('application_retention')
                .set({ reasons_requested_on: null, reasons_recorded_by: null, reasons_recorded_at: null })
                .where('reasons_requested_on', 'is not', null);
        const result = await lifted.where('application_id', '=', applicationId).executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      }),
  };
}

export type RetentionMarks = ReturnType<typeof createRetentionMarks>;
