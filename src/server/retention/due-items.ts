import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RetentionSettings } from './retention-config.ts';
import { personalDataIn } from './personal-data.ts';

const DAY_MS = 86_400_000;

/** Decided statuses: a decision was made and the application waits for nobody at the credit department. */
const DECIDED = ['APPROVED', 'DECLINED', 'CHANGES_REQUESTED'] as const;

/** What the purge removes of one draft or one decided application, counted (never the values themselves). */
export interface Removal {
  /** Drafts: the application's saved answers, the draft itself. */
  answers: boolean;
  /** The people of the application (owners, guarantors) with their SSNs and birth dates. */
  people: number;
  /** Personal fields of the business (the federal tax ID). */
  businessFields: string[];
  /** The identity step's person (name, home address, SSN, birth date). */
  identityDetails: boolean;
  identityQuestionSets: number;
  certificates: number;
  signatures: number;
  signedPdf: boolean;
}

/**
 * The kinds of data a removal takes (`people`, `federalTaxId`, `signedPdf`, …), for its audit row: a flat list that
 * the console's trail shows as it is, and no value of them.
 */
export function removedKinds(removal: Removal): string[] {
  const { businessFields, ...rest } = removal;
  const kinds = Object.entries(rest)
    .filter(([, value]) => value === true || (typeof value === 'number' && value > 0))
    .map(([kind]) => kind);
  return [...kinds, ...businessFields];
}

/** A draft never submitted and inactive for `DRAFT_RETENTION_DAYS`: deleted with everything it holds. */
export interface DueDraft {
  kind: 'draft';
  userId: string;
  /** Null when the user never opened the application past the identity step. */
  applicationId: string | null;
  lastActiveAt: string;
  removes: Removal;
}

/** A decided application whose personal data is past `RECORD_RETENTION_DAYS` after its latest decision. */
export interface DueRecord {
  kind: 'record';
  applicationId: string;
  /** The Application ID staff and the applicant know (`TCA-7K4M-9QXP`). */
  applicationNumber: string;
  userId: string;
  status: string;
  decidedAt: string;
  removes: Removal;
}

export interface DueItems {
  drafts: DueDraft[];
  records: DueRecord[];
}

const latest = (...times: Array<string | null | undefined>) =>
  times.filter((time): time is string => Boolean(time)).reduce((a, b) => (a > b ? a : b), '');

/** The cut-off times of `now`: anything last active (or decided) before them is due. */
export function cutoffs(settings: RetentionSettings, now: Date) {
  return {
    draft: new Date(now.getTime() - settings.draftRetentionDays * DAY_MS).toISOString(),
    record: new Date(now.getTime() - settings.recordRetentionDays * DAY_MS).toISOString(),
  };
}

/**
 * The last time a user did anything with a draft: a saved section, the identity step, a question set offered or
 * answered, an upload, a sign-in or token refresh (someone who keeps signing in keeps their draft).
 */
export async function lastActivityOf(db: Kysely<Database>, userId: string): Promise<string> {
  const [application, identity, questions, uploads, tokens] = await Promise.all([
    db.selectFrom('credit_applications').select('updated_at').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('kbv_applicants').select('updated_at').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('kbv_question_sets')
      .select((eb) => [eb.fn.max('offered_at').as('offered'), eb.fn.max('answered_at').as('answered')])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('tax_forms')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return latest(
    application?.updated_at,
    identity?.updated_at,
    questions?.offered,
    questions?.answered,
    uploads?.at,
    tokens?.at,
  );
}

/** What a user's identity step and uploads hold, counted. */
async function userHoldings(db: Kysely<Database>, userId: string) {
  const count = async (table: 'kbv_question_sets' | 'tax_forms') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const identity = await db
    .selectFrom('kbv_applicants')
    .select('first_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    // A purged identity keeps its row (its outcome) with the person's details emptied.
    identityDetails: identity !== undefined && identity.first_name !== '',
    identityQuestionSets: await count('kbv_question_sets'),
    certificates: await count('tax_forms'),
  };
}

async function dueDrafts(db: Kysely<Database>, cutoff: string): Promise<DueDraft[]> {
  const drafts = await db
    .selectFrom('credit_applications')
    .select(['id', 'user_id', 'data'])
    .where('status', '=', 'DRAFT')
    .where('updated_at', '<', cutoff)
    .execute();
  // Someone who did the identity step and never opened the application has no draft row, but has data.
  const identitiesOnly = await db
    .selectFrom('kbv_applicants as k')
    .select('k.user_id')
    .where('k.updated_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('credit_applications as ca').select('ca.id').whereRef('ca.user_id', '=', 'k.user_id'))),
    )
    .execute();
  const candidates = [
    ...drafts.map((draft) => ({ userId: draft.user_id, applicationId: draft.id as string | null, data: draft.data })),
    ...identitiesOnly.map((row) => ({ userId: row.user_id, applicationId: null, data: '{}' })),
  ];
  const due: DueDraft[] = [];
  for (const candidate of candidates) {
    const lastActiveAt = await lastActivityOf(db, candidate.userId);
    if (lastActiveAt >= cutoff) continue;
    const sections = personalDataIn(JSON.parse(candidate.data) as Record<string, unknown>);
    due.push({
      kind: 'draft',
      userId: candidate.userId,
      applicationId: candidate.applicationId,
      lastActiveAt,
      removes: {
        answers: candidate.applicationId !== null,
        people: sections.people,
        businessFields: sections.businessFields,
        ...(await userHoldings(db, candidate.userId)),
        signatures: 0,
        signedPdf: false,
      },
    });
  }
  return due;
}

/** Whether a decided application still holds anything the purge removes (a purged one holds nothing). */
const holdsAny = (removal: Removal) =>
  removal.people > 0 ||
  removal.businessFields.length > 0 ||
  removal.identityDetails ||
  removal.identityQuestionSets > 0 ||
  removal.certificates > 0 ||
  removal.signatures > 0 ||
  removal.signedPdf;

/** What the purge would remove of one submitted application now. */
export async function recordRemoval(db: Kysely<Database>, applicationId: string, userId: string): Promise<Removal> {
  const [application, submission, signatures] = await Promise.all([
    db.selectFrom('credit_applications').select('data').where('id', '=', applicationId).executeTakeFirstOrThrow(),
    db
      .selectFrom('submissions')
      .select((eb) => eb(eb.fn('length', ['pdf_base64']), '>', 0).as('has_pdf'))
      .where('application_id', '=', applicationId)
      .executeTakeFirst(),
    db
      .selectFrom('submission_signatures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow(),
  ]);
  const sections = personalDataIn(JSON.parse(application.data) as Record<string, unknown>);
  return {
    answers: false,
    people: sections.people,
    businessFields: sections.businessFields,
    ...(await userHoldings(db, userId)),
    signatures: Number(signatures.n),
    signedPdf: Boolean(submission && Number(submission.has_pdf)),
  };
}

async function dueRecords(db: Kysely<Database>, cutoff: string): Promise<DueRecord[]> {
  const rows = await db
    .selectFrom('credit_applications as ca')
    .innerJoin('submissions as s', 's.application_id', 'ca.id')
    .leftJoin('application_retention as r', 'r.application_id', 'ca.id')
    .select((eb) => [
      'ca.id',
      'ca.user_id',
      'ca.review_status',
      's.application_number',
      eb
        .selectFrom('application_decisions as d')
        .select((inner) => inner.fn.max('d.decided_at').as('at'))
        .whereRef('d.application_id', '=', 'ca.id')
        .as('decided_at'),
    ])
    .where('ca.review_status', 'in', DECIDED)
    .where('r.held_at', 'is', null)
    .where('r.reasons_requested_on', 'is', null)
    .orderBy('s.application_number')
    .execute();
  const due: DueRecord[] = [];
  for (const row of rows) {
    if (!row.decided_at || row.decided_at >= cutoff) continue;
    const removes = await recordRemoval(db, row.id, row.user_id);
    if (!holdsAny(removes)) continue;
    due.push({
      kind: 'record',
      applicationId: row.id,
      applicationNumber: row.application_number,
      userId: row.user_id,
      status: String(row.review_status),
      decidedAt: row.decided_at,
      removes,
    });
  }
  return due;
}

/**
 * Everything the purge would remove at `now`: drafts inactive for `DRAFT_RETENTION_DAYS`, and decided applications
 * whose latest decision is `RECORD_RETENTION_DAYS` old, not held and whose reasons were not asked for, that still
 * hold personal data. Reads only.
 */
export async function findDue(db: Kysely<Database>, settings: RetentionSettings, now: Date): Promise<DueItems> {
  const cutoff = cutoffs(settings, now);
  return { drafts: await dueDrafts(db, cutoff.draft), records: await dueRecords(db, cutoff.record) };
}
