import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { UNDECIDED_STATUSES, type ReviewStatus } from '../../../shared/staff/review-status.ts';
import type { ApplicationDecisionsTable, Database } from '../../db/schema.ts';
import type { AuditEntry, AuditTrail } from './audit-trail.ts';

export type StoredDecision = Selectable<ApplicationDecisionsTable>;

/** A decision to store, with the status it moves the application to. */
export interface NewDecision {
  applicationId: string;
  /** Null for the credit policy's own decision (an auto-approval), whose trail rows name the actor `policy`. */
  staffId: string | null;
  decision: StoredDecision['decision'];
  body: Record<string, unknown>;
  letterPdf: Buffer | null;
  status: ReviewStatus;
  reopenedSteps: string[] | null;
  /** The id of the policy's version in force, and what it recommended. */
  policyVersion: string;
  recommendation: Record<string, unknown>;
}

/** The actor of the trail's rows of a decision the credit policy made, with no member. */
export const POLICY_ACTOR = 'policy';

/**
 * A submitted application as staff reach it (by its Application ID), and what staff change about it: status,
 * assignee, notes and decisions. Every change that the trail records is written in the same transaction as it.
 */
export function createReviewRepository(db: Kysely<Database>, audit: AuditTrail) {
  return {
    /** The application and its submission by Application ID; undefined for a draft or an unknown ID. */
    async findByNumber(applicationNumber: string) {
      return db
        .selectFrom('credit_applications as ca')
        .innerJoin('submissions as s', 's.application_id', 'ca.id')
        .leftJoin('staff_members as m', 'm.id', 'ca.assignee_id')
        .select([
          'ca.id',
          'ca.user_id',
          'ca.review_status as status',
          'ca.data',
          'ca.applicant_email',
          'ca.reopened_steps',
          's.application_number',
          's.terms_id',
          's.general_terms_id',
          's.personal_guarantee_id',
          's.personal_guarantee_agreed',
          's.language',
          's.client_ip',
          's.submitted_at',
          'm.id as assignee_id',
          'm.email as assignee_email',
          'm.display_name as assignee_name',
        ])
        .where('s.application_number', '=', applicationNumber.toUpperCase())
        .executeTakeFirst();
    },

    async signedPdf(applicationId: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('submissions')
        .select('pdf_base64')
        .where('application_id', '=', applicationId)
        .executeTakeFirst();
      // Empty once the retention purge removed it (it shows the signatures).
      return row?.pdf_base64 ? Buffer.from(row.pdf_base64, 'base64') : undefined;
    },

    signatures: (applicationId: string) =>
      db
        .selectFrom('submission_signatures')
        .select('applicant_id')
        .where('application_id', '=', applicationId)
        .execute(),

    taxForms: (userId: string) =>
      db
        .selectFrom('tax_forms')
        .select(['id', 'file_name', 'size_bytes', 'storage_key', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),

    /** SUBMITTED → IN_REVIEW on the first opening by staff, with its trail entry; false when it was not SUBMITTED. */
    async startReview(
      applicationId: string,
      entry: { applicationId: string; staffId: string; ip: string },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('credit_applications')
          .set({ review_status: 'IN_REVIEW' })
          .where('id', '=', applicationId)
          .where('review_status', '=', 'SUBMITTED')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await audit.append({ ...entry, action: 'STATUS_CHANGE', detail: { from: 'SUBMITTED', to: 'IN_REVIEW' } }, trx);
        return true;
      });
    },

    async assign(applicationId: string, staffId: string | null, entry: AuditEntry): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('credit_applications')
          .set({ assignee_id: staffId })
          .where('id', '=', applicationId)
          .execute();
        await audit.append(entry, trx);
      });
    },

    async addNote(applicationId: string, staffId: string, text: string, entry: AuditEntry) {
      const note = {
        id: randomUUID(),
        application_id: applicationId,
        staff_id: staffId,
        text,
        created_at: new Date().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('application_notes').values(note).execute();
        await audit.append(entry, trx);
      });
      return note;
    },

    notes: (applicationId: string) =>
      db
        .selectFrom('application_notes as n')
        .innerJoin('staff_members as m', 'm.id', 'n.staff_id')
        .select(['n.id', 'n.text', 'n.created_at', 'm.email', 'm.display_name'])
        .where('n.application_id', '=', applicationId)
        .orderBy('n.created_at')
        .execute(),

    /**
     * Stores a decision if the application is still undecided, moving it to the decision's status in the same
     * transaction, with what `alongside` writes (the emails and webhook call, to the outbox); undefined (nothing
     * stored) when it was decided or sent back meanwhile.
     */
    async decide(
      decision: NewDecision,
      ip: string,
      alongside: (trx: Kysely<Database>, stored: StoredDecision) => Promise<void>,
    ): Promise<StoredDecision | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('credit_applications')
          .select('review_status')
          .where('id', '=', decision.applicationId)
          .executeTakeFirstOrThrow();
        const moved = await trx
          .updateTable('credit_applications')
          .set({
            review_status: decision.status,
            reopened_steps: decision.reopenedSteps ? JSON.stringify(decision.reopenedSteps) : null,
          })
          .where('id', '=', decision.applicationId)
          .where('review_status', 'in', UNDECIDED_STATUSES)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return undefined;
        const row: StoredDecision = {
          id: randomUUID(),
          application_id: decision.applicationId,
          staff_id: decision.staffId,
          decision: decision.decision,
          body: JSON.stringify(decision.body),
          letter_pdf_base64: decision.letterPdf?.toString('base64') ?? null,
          decided_at: new Date().toISOString(),
          policy_version: decision.policyVersion,
          recommendation: JSON.stringify(decision.recommendation),
        };
        await trx.insertInto('application_decisions').values(row).execute();
        const who = {
          applicationId: decision.applicationId,
          ip,
          ...(decision.staffId === null
            ? { staffId: null, actor: POLICY_ACTOR }
            : { staffId: decision.staffId, actor: undefined }),
        };
        const detail = { decision: decision.decision, ...decision.body, policyVersion: decision.policyVersion };
        await audit.append({ ...who, action: 'DECISION', detail }, trx);
        await audit.append(
          { ...who, action: 'STATUS_CHANGE', detail: { from: current.review_status, to: decision.status } },
          trx,
        );
        await alongside(trx, row);
        return row;
      });
    },

    /** The applicant's resubmission after a request for changes, in the history: in the resubmission's `trx`. */
    async recordResubmission(applicationId: string, ip: string, trx: Kysely<Database>): Promise<void> {
      const detail = { from: 'CHANGES_REQUESTED', to: 'SUBMITTED', by: 'applicant' };
      await audit.append(
        { applicationId, staffId: null, actor: 'applicant', action: 'STATUS_CHANGE', detail, ip },
        trx,
      );
    },

    /** Every decision on the application, oldest first (the policy's own with no member). */
    decisions: (applicationId: string) =>
      db
        .selectFrom('application_decisions as d')
        .leftJoin('staff_members as m', 'm.id', 'd.staff_id')
        .select([
          'd.id',
          'd.decision',
          'd.body',
          'd.decided_at',
          'm.email',
          'm.display_name',
          'd.letter_pdf_base64',
          'd.policy_version',
        ])
        .where('d.application_id', '=', applicationId)
        .orderBy('d.decided_at')
        .execute(),

    /** The latest decision on the application, if any. */
    latestDecision: (applicationId: string) =>
      db
        .selectFrom('application_decisions')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('decided_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;

/** The identity step's stored secrets and outcome of a user, for the console (the reason is staff-only). */
export function identityOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('kbv_applicants')
    .select(['ssn_encrypted', 'date_of_birth_encrypted', 'kbv_status', 'kbv_status_reason', 'kbv_status_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every approved application with its approval, oldest approval first (`approvedFrom`: approved on or after). */
export function approvedApplications(db: Kysely<Database>, approvedFrom?: string) {
  let query = db
    .selectFrom('credit_applications as ca')
    .innerJoin('submissions as s', 's.application_id', 'ca.id')
    .innerJoin('application_decisions as d', 'd.application_id', 'ca.id')
    .select(['s.application_number', 's.language', 'ca.data', 'ca.applicant_email', 'd.body', 'd.decided_at'])
    .where('ca.review_status', '=', 'APPROVED')
    .where('d.decision', '=', 'APPROVE');
  if (approvedFrom) query = query.where('d.decided_at', '>=', `${approvedFrom}T00:00:00.000Z`);
  return query.orderBy('d.decided_at').execute();
}
