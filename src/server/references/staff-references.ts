import type { Kysely } from 'kysely';
import { MANUAL_REMINDERS, referenceStatus } from './reference-status.ts';
import {
  REFERENCES_SECTION,
  type ReferenceKind,
  type ReferenceStatus,
  type StaffReference,
} from '../../shared/staff/references.ts';
import type { Database } from '../db/schema.ts';
import { applicantContacts, referenceFlags } from './reference-flags.ts';
import { createReferenceRepository } from './reference-repository.ts';
import { fingerprintOf, namedReferences } from './reference-requests.ts';

/**
 * Every reference an application names, with its request's state, answer, emails and flags, as the console shows
 * them (`references` of `GET /api/v1/staff/applications/{applicationId}`). `applicationId` is the row id of
 * `credit_applications`. A reference without an email was sent nothing: its status is null.
 */
export async function staffReferences(
  db: Kysely<Database>,
  applicationId: string,
  now = new Date(),
): Promise<StaffReference[]> {
  const application = await db
    .selectFrom('credit_applications as ca')
    .leftJoin('submissions as s', 's.application_id', 'ca.id')
    .select(['ca.data', 'ca.applicant_email', 's.client_ip'])
    .where('ca.id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return [];
  const sections = JSON.parse(application.data) as Record<string, unknown>;
  const named = namedReferences(sections[REFERENCES_SECTION]);
  const requests = await createReferenceRepository(db).current(applicationId);
  const applicant = applicantContacts(sections, application.applicant_email, application.client_ip ?? null);
  const all = named.map((reference) => reference.details);
  return named.map((reference, index) => {
    const fingerprint = fingerprintOf(reference.kind, reference.details);
    const request = requests.find((candidate) => candidate.fingerprint === fingerprint);
    const status = request ? referenceStatus(request, now) : null;
    return {
      requestId: request?.id ?? null,
      kind: reference.kind,
      details: reference.details,
      status,
      sentAt: request?.created_at ?? null,
      expiresAt: request?.expires_at ?? null,
      openedAt: request?.opened_at ?? null,
      answeredAt: request?.answered_at ?? request?.declined_at ?? null,
      answer: request?.answer ? (JSON.parse(request.answer) as Record<string, unknown>) : null,
      emailsSent: request?.emails_sent ?? 0,
      canRemind:
        request !== undefined &&
        (status === 'SENT' || status === 'OPENED') &&
        request.manual_reminders < MANUAL_REMINDERS,
      flags: referenceFlags(all, index, applicant, request?.answer_ip ?? null),
    };
  });
}

/** What the credit policy reads of one reference that was sent a request. */
export interface ReferenceFigure {
  kind: ReferenceKind;
  status: ReferenceStatus;
  highCredit?: number;
  daysBeyondTerms?: number;
  flagged: boolean;
}

/**
 * The figures the credit policy weighs (contract section 11): for each reference that was sent a request, its
 * status, the high credit and average days beyond terms it answered (trade references), and whether any flag is
 * raised. `applicationId` is the row id of `credit_applications`.
 */
export async function referenceFigures(db: Kysely<Database>, applicationId: string): Promise<ReferenceFigure[]> {
  return (await staffReferences(db, applicationId)).flatMap((reference) => {
    if (reference.status === null) return [];
    const answer = reference.answer ?? {};
    return [
      {
        kind: reference.kind,
        status: reference.status,
        ...(typeof answer.highCredit === 'number' ? { highCredit: answer.highCredit } : {}),
        ...(typeof answer.daysBeyondTerms === 'number' ? { daysBeyondTerms: answer.daysBeyondTerms } : {}),
        flagged: reference.flags.length > 0,
      },
    ];
  });
}
