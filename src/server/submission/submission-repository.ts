import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { QueueColumns } from '../staff/queue-columns.ts';

/** What a submission stores besides the application's status. */
export interface SubmissionRecord {
  applicationId: string;
  userId: string;
  applicationNumber: string;
  termsId: string;
  generalTermsId: string;
  personalGuaranteeId: string;
  personalGuaranteeAgreed: boolean;
  language: string;
  clientIp: string;
  submittedAt: string;
  pdf: Buffer;
  signatures: Array<{ applicantId: string; png: Buffer }>;
  /** The credit department's queue columns (src/server/staff/queue-columns.ts). */
  queue: QueueColumns;
}

/**
 * Submissions, always through their owner. `lockAndStore` is the one place an application becomes SUBMITTED: in
 * one transaction it moves the draft to SUBMITTED only if it is still the revision that was read and rendered,
 * and stores the submission with it; so of two submits at once exactly one stores, and nothing half-stored remains.
 */
export function createSubmissionRepository(db: Kysely<Database>) {
  return {
    /** The Application ID of the user's submitted application, if any. */
    async findNumber(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('submissions')
        .select('application_number')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.application_number;
    },

    /** The stored signed PDF of the user's submission. */
    async findPdf(userId: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('submissions')
        .select('pdf_base64')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // Empty once the retention purge removed it (it shows the signatures).
      return row?.pdf_base64 ? Buffer.from(row.pdf_base64, 'base64') : undefined;
    },

    /**
     * True when this call submitted the application; false when it was no longer the draft revision read.
     * `alongside` runs in the same transaction once the submission is stored (it writes the emails to the outbox).
     * With `resubmission`, the application is one the credit department sent back for changes: it returns to the
     * queue with the same Application ID, and its submission (texts agreed, signatures, PDF, time, address) is
     * replaced.
     */
    async lockAndStore(
      record: SubmissionRecord,
      revision: number,
      alongside?: (trx: Kysely<Database>) => Promise<void>,
      resubmission = false,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .updateTable('credit_applications')
          .set({
            status: 'SUBMITTED',
            submitted_at: record.submittedAt,
            updated_at: record.submittedAt,
            reopened_steps: null,
            ...record.queue,
          })
          .where('id', '=', record.applicationId)
          .where('user_id', '=', record.userId)
          .where((eb) =>
            resubmission
              ? eb.and([eb('status', '=', 'SUBMITTED'), eb('review_status', '=', 'CHANGES_REQUESTED')])
              : eb('status', '=', 'DRAFT'),
          )
          .where('revision', '=', revision)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) !== 1) return false;
        const values = {
          application_id: record.applicationId,
          user_id: record.userId,
          application_number: record.applicationNumber,
          terms_id: record.termsId,
          general_terms_id: record.generalTermsId,
          personal_guarantee_id: record.personalGuaranteeId,
          personal_guarantee_agreed: record.personalGuaranteeAgreed ? 1 : 0,
          language: record.language,
          client_ip: record.clientIp,
          submitted_at: record.submittedAt,
          pdf_base64: record.pdf.toString('base64'),
        };
        if (resubmission) {
          await trx.updateTable('submissions').set(values).where('application_id', '=', record.applicationId).execute();
          await trx.deleteFrom('submission_signatures').where('application_id', '=', record.applicationId).execute();
        } else {
          await trx.insertInto('submissions').values(values).execute();
        }
        for (const signature of record.signatures) {
          await trx
            .insertInto('submission_signatures')
            .values({
              application_id: record.applicationId,
              applicant_id: signature.applicantId,
              png_base64: signature.png.toString('base64'),
            })
            .execute();
        }
        await alongside?.(trx);
        return true;
      });
    },
  };
}
