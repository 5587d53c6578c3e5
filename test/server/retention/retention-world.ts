import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { businessInfo, identityApplicant } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { certificatePdf } from '../../../scripts/lib/files/pdf-fixtures.ts';
import { submitApplication } from '../staff/applications.ts';
import { asStaff } from '../staff/support.ts';

export const DAY_MS = 86_400_000;

/** A submitted application: its Application ID, its row's id and its applicant's user id. */
export interface Submitted {
  number: string;
  id: string;
  userId: string;
}

/** Submits an application (with a certificate) and answers its ids. */
export async function submitted(app: FastifyInstance, companyName: string): Promise<Submitted> {
  const { user, applicationId } = await submitApplication(app, { companyName, certificate: await certificatePdf() });
  const row = await app.db
    .selectFrom('credit_applications')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { number: applicationId, id: row.id, userId: user.id };
}

/** Decides an application as `managerToken`'s member: a decline without reasons, or an approval. */
export async function decide(
  app: FastifyInstance,
  managerToken: string,
  number: string,
  outcome: 'APPROVE' | 'DECLINE',
) {
  const body =
    outcome === 'APPROVE'
      ? { decision: 'APPROVE', creditLimit: 2500, paymentOption: 'MONTHLY_PAY' }
      : { decision: 'DECLINE', reasons: [] };
  const answer = await asStaff(app, managerToken).post(`/applications/${number}/decision`, body);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A draft never submitted: identity step with questions offered, business step saved, a certificate uploaded. */
export async function draft(app: FastifyInstance): Promise<{ id: string; userId: string }> {
  const user = await createUser(app);
  const api = as(app, user);
  expect((await api.put('/kbvapplicants', identityApplicant)).statusCode).toBe(200);
  expect((await api.post('/kbvapplicants/kbv', undefined)).statusCode).toBe(200);
  expect((await api.put('/business-info', businessInfo)).statusCode).toBe(200);
  const body = new FormData();
  const pdf = new Uint8Array(await certificatePdf());
  body.append('files', new Blob([pdf], { type: 'application/pdf' }), 'MO 149.pdf');
  expect((await api.post('/taxExemption', body)).statusCode).toBe(201);
  const row = await app.db
    .selectFrom('credit_applications')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { id: row.id, userId: user.id };
}

/** Moves a draft's every trace of activity back to `at`, as if its user had left it then. */
export async function ageDraft(app: FastifyInstance, userId: string, at: Date) {
  const time = at.toISOString();
  await app.db.updateTable('credit_applications').set({ updated_at: time }).where('user_id', '=', userId).execute();
  await app.db.updateTable('kbv_applicants').set({ updated_at: time }).where('user_id', '=', userId).execute();
  await app.db
    .updateTable('kbv_question_sets')
    .set({ offered_at: time, answered_at: null })
    .where('user_id', '=', userId)
    .execute();
  await app.db.updateTable('tax_forms').set({ created_at: time }).where('user_id', '=', userId).execute();
}

/** Moves an application's decisions to `at`. */
export async function ageDecision(app: FastifyInstance, applicationId: string, at: Date) {
  await app.db
    .updateTable('application_decisions')
    .set({ decided_at: at.toISOString() })
    .where('application_id', '=', applicationId)
    .execute();
}

/** Every row of the audit trail, as stored, in a stable order. */
export const auditRows = (app: FastifyInstance) =>
  app.db.selectFrom('staff_audit').selectAll().orderBy('at').orderBy('id').execute();

/** What personal data of a user's application is still stored, counted. */
export async function holdings(app: FastifyInstance, userId: string, applicationId: string) {
  const count = async (table: 'kbv_question_sets' | 'tax_forms' | 'kbv_applicants') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signatures = await app.db
    .selectFrom('submission_signatures')
    .select('applicant_id')
    .where('application_id', '=', applicationId)
    .execute();
  const application = await app.db
    .selectFrom('credit_applications')
    .select('data')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  const identity = await app.db
    .selectFrom('kbv_applicants')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    application: application ? (JSON.parse(application.data) as Record<string, Record<string, unknown>>) : undefined,
    identity,
    identities: await count('kbv_applicants'),
    questionSets: await count('kbv_question_sets'),
    certificates: await count('tax_forms'),
    signatures: signatures.length,
  };
}
