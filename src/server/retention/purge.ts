import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Database } from '../db/schema.ts';
import type { AuditTrail } from '../staff/repositories/audit-trail.ts';
import { createTaxFormStorage } from '../uploads/tax-form-storage.ts';
import {
  cutoffs,
  findDue,
  lastActivityOf,
  recordRemoval,
  removedKinds,
  type DueDraft,
  type DueItems,
  type DueRecord,
} from './due-items.ts';
import { withoutPersonalData } from './personal-data.ts';

export interface PurgeServices {
  db: Kysely<Database>;
  config: Pick<Config, 'retention' | 'uploadsDir' | 'database'>;
  cipher: FieldCipher;
  audit: AuditTrail;
}

/** What a run removed: the items it found due and still found due in their own transaction. */
export interface PurgeReport extends DueItems {
  at: string;
}

/** The purge's rows in the audit trail have no member: the product did it, on this host. */
const BY_THE_PRODUCT = { staffId: null, actor: 'retention', ip: hostname() };

/** Removes the certificates' rows of a user; their files go after the commit (SQLite) or with the rows (PostgreSQL). */
async function removeCertificates(trx: Kysely<Database>, kind: Config['database']['kind'], userId: string) {
  const forms = await trx.selectFrom('tax_forms').select('storage_key').where('user_id', '=', userId).execute();
  if (forms.length === 0) return forms;
  await trx.deleteFrom('tax_forms').where('user_id', '=', userId).execute();
  if (kind === 'postgres') {
    const keys = forms.map((form) => form.storage_key);
    await trx.deleteFrom('tax_form_files').where('storage_key', 'in', keys).execute();
  }
  return forms;
}

/**
 * The purge (contract section 12): deletes each due draft with everything it holds, and removes each due decided
 * application's personal data while its decision, letters, notes, status, dates and audit trail stay. Each item is
 * one transaction that checks again that it is still due (a save, a hold or a resubmission since it was found keeps
 * it) and appends its `PURGE` row to the audit trail; files on disk are deleted once that transaction committed.
 */
export function createPurge({ db, config, cipher, audit }: PurgeServices) {
  const kind = config.database.kind;
  const storage = createTaxFormStorage(config, db);

  const purgeDraft = async (item: DueDraft, cutoff: string): Promise<boolean> => {
    const removed = await db.transaction().execute(async (trx) => {
      if (item.applicationId) {
        const draft = await trx
          .selectFrom('credit_applications')
          .select('status')
          .where('id', '=', item.applicationId)
          .$if(kind === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (draft?.status !== 'DRAFT') return undefined;
      } else {
        const opened = await trx
          .selectFrom('credit_applications')
          .select('id')
          .where('user_id', '=', item.userId)
          .executeTakeFirst();
        if (opened) return undefined;
      }
      if ((await lastActivityOf(trx, item.userId)) >= cutoff) return undefined;
      const forms = await removeCertificates(trx, kind, item.userId);
      await trx.deleteFrom('kbv_question_sets').where('user_id', '=', item.userId).execute();
      await trx.deleteFrom('kbv_applicants').where('user_id', '=', item.userId).execute();
      if (item.applicationId)
        await trx.deleteFrom('credit_applications').where('id', '=', item.applicationId).execute();
      await audit.append(
        {
          ...BY_THE_PRODUCT,
          applicationId: item.applicationId,
          action: 'PURGE',
          detail: {
            rule: 'DRAFT_RETENTION_DAYS',
            userId: item.userId,
            lastActiveAt: item.lastActiveAt,
            removed: removedKinds(item.removes),
          },
        },
        trx,
      );
      return forms;
    });
    if (removed && kind === 'sqlite') await storage.removeAll(removed);
    return removed !== undefined;
  };

  const purgeRecord = async (item: DueRecord, cutoff: string, now: string): Promise<boolean> => {
    const removed = await db.transaction().execute(async (trx) => {
      // The retention row first, then locked (PostgreSQL; on SQLite the one writer holds the whole database): a hold
      // or a request for reasons recorded at this moment waits for this check, and is seen by it.
      await trx
        .insertInto('application_retention')
        .values({ application_id: item.applicationId })
        .onConflict((conflict) => conflict.column('application_id').doNothing())
        .execute();
      const marks = await trx
        .selectFrom('application_retention')
        .selectAll()
        .where('application_id', '=', item.applicationId)
        .$if(kind === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const application = await trx
        .selectFrom('credit_applications')
        .select(['review_status', 'data', 'revision'])
        .where('id', '=', item.applicationId)
        .executeTakeFirstOrThrow();
      const decided = await trx
        .selectFrom('application_decisions')
        .select((eb) => eb.fn.max('decided_at').as('at'))
        .where('application_id', '=', item.applicationId)
        .executeTakeFirst();
      const stillDue =
        marks.held_at === null &&
        marks.reasons_requested_on === null &&
        application.review_status === item.status &&
        decided?.at === item.decidedAt &&
        item.decidedAt < cutoff;
      if (!stillDue) return undefined;
      const removes = await recordRemoval(trx, item.applicationId, item.userId);
      const sections = JSON.parse(application.data) as Record<string, unknown>;
      await trx
        .updateTable('credit_applications')
        .set({ data: JSON.stringify(withoutPersonalData(sections)), revision: application.revision + 1 })
        .where('id', '=', item.applicationId)
        .execute();
      // The identity step keeps its outcome (status, reason, time) and loses the person: a blank name and address,
      // and an SSN and birth date that are empty, so every reader of the row masks or reveals nothing.
      await trx
        .updateTable('kbv_applicants')
        .set({
          first_name: '',
          last_name: '',
          address_line1: '',
          address_line2: null,
          address_city: '',
          address_state: '',
          address_zip: '',
          ssn_encrypted: cipher.encrypt(''),
          date_of_birth_encrypted: cipher.encrypt(''),
          question_set_id: null,
        })
        .where('user_id', '=', item.userId)
        .execute();
      await trx.deleteFrom('kbv_question_sets').where('user_id', '=', item.userId).execute();
      await trx.deleteFrom('submission_signatures').where('application_id', '=', item.applicationId).execute();
      // A screening hit on a person names them; the business's name is the application's existence and stays.
      await trx
        .updateTable('screening_hits')
        .set({ name: '' })
        .where('application_id', '=', item.applicationId)
        .where('who', '!=', 'business')
        .execute();
      // Signatures given through signing requests, with their address and browser (their links go with them).
      await trx.deleteFrom('signing_requests').where('application_id', '=', item.applicationId).execute();
      await trx
        .updateTable('submissions')
        .set({ pdf_base64: '' })
        .where('application_id', '=', item.applicationId)
        .execute();
      // Every version's copy too: a version is never changed otherwise, but its personal data goes with the record's.
      // Its SHA-256, time and agreed text ids stay, so a copy the applicant kept still verifies as issued.
      await trx
        .updateTable('submission_versions')
        .set({ pdf_base64: '', data: null })
        .where('application_id', '=', item.applicationId)
        .execute();
      await trx
        .updateTable('submission_version_signers')
        .set({ png_base64: '', evidence: null })
        .where('application_id', '=', item.applicationId)
        .execute();
      const forms = await removeCertificates(trx, kind, item.userId);
      await trx
        .updateTable('application_retention')
        .set({ purged_at: now })
        .where('application_id', '=', item.applicationId)
        .execute();
      await audit.append(
        {
          ...BY_THE_PRODUCT,
          applicationId: item.applicationId,
          action: 'PURGE',
          detail: { rule: 'RECORD_RETENTION_DAYS', decidedAt: item.decidedAt, removed: removedKinds(removes) },
        },
        trx,
      );
      return forms;
    });
    if (removed && kind === 'sqlite') await storage.removeAll(removed);
    return removed !== undefined;
  };

  return {
    /** What a run at `now` would remove; changes nothing. */
    findDue: (now: Date = new Date()) => findDue(db, config.retention, now),

    /** Removes what is due at `now` and answers what it removed. */
    async run(now: Date = new Date()): Promise<PurgeReport> {
      const due = await findDue(db, config.retention, now);
      const cutoff = cutoffs(config.retention, now);
      const report: PurgeReport = { at: now.toISOString(), drafts: [], records: [] };
      for (const draft of due.drafts) if (await purgeDraft(draft, cutoff.draft)) report.drafts.push(draft);
      for (const record of due.records)
        if (await purgeRecord(record, cutoff.record, report.at)) report.records.push(record);
      return report;
    },
  };
}

export type Purge = ReturnType<typeof createPurge>;
