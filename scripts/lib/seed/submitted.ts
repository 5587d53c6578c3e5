import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';
import { REVIEW_STATUSES } from '../../../src/shared/staff/review-status.ts';
import { businessInfo } from '../credit-app/fixtures.ts';
import { verifiedUserRow } from './applicants.ts';

const BATCH = 500;
const STATES = ['MO', 'KS', 'IL', 'AR', 'OK', 'TX', 'IA', 'NE'];
const PAYMENT_OPTIONS = ['MONTHLY_PAY', 'WEEKLY_PAY', 'DAILY_PAY'];
const COMPANY_WORDS = [
  'Acme',
  'Bluebird',
  'Cedar',
  'Delta',
  'Eagle',
  'Frontier',
  'Granite',
  'Harbor',
  'Iron',
  'Juniper',
];
const ID_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A distinct Application ID for the `n`th seeded application, in the product's format. */
function applicationNumber(n: number): string {
  const digits = Array.from({ length: 8 }, (_, place) => ID_LETTERS[Math.floor(n / 32 ** place) % 32]).join('');
  return `TCA-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * Stores `count` submitted applications as the queue sees them (accounts, applications with the queue's columns
 * and statuses spread over the last 90 days, and their submissions), in batches of one transaction each; then
 * refreshes the planner's statistics. The `i`th is the seed's application number `offset + i * step` (every column
 * follows from it: a `step` of 200 gives applications alike in status, state and the first two words of the name).
 */
export async function seedSubmittedApplications(
  db: Kysely<Database>,
  count: number,
  offset = 0,
  step = 1,
): Promise<void> {
  const data = JSON.stringify({ businessInfo });
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = Array.from({ length: size }, (_, index) => {
      const n = offset + (start + index) * step;
      const userId = randomUUID();
      const applicationId = randomUUID();
      const submittedAt = new Date(Date.now() - ((n * 7919) % (90 * 86_400)) * 1000).toISOString();
      const company = `${COMPANY_WORDS[n % 10]} ${COMPANY_WORDS[Math.floor(n / 10) % 10]} Parts ${n}`;
      return { n, userId, applicationId, submittedAt, company };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          rows.map(({ userId, submittedAt }) => verifiedUserRow(userId, `queue-${userId}@example.com`, submittedAt)),
        )
        .execute();
      await trx
        .insertInto('credit_applications')
        .values(
          rows.map(({ n, userId, applicationId, submittedAt, company }) => ({
            id: applicationId,
            user_id: userId,
            status: 'SUBMITTED' as const,
            review_status: REVIEW_STATUSES[n % REVIEW_STATUSES.length],
            data,
            revision: 1,
            submitted_at: submittedAt,
            created_at: submittedAt,
            updated_at: submittedAt,
            company_name: company,
            company_key: company.toLowerCase(),
            address_state: STATES[n % STATES.length],
            requested_credit_limit: 1000 + (n % 50) * 500,
            payment_option: PAYMENT_OPTIONS[n % PAYMENT_OPTIONS.length],
            applicant_email: `queue-${userId}@example.com`,
          })),
        )
        .execute();
      await trx
        .insertInto('submissions')
        .values(
          rows.map(({ n, userId, applicationId, submittedAt }) => ({
            application_id: applicationId,
            user_id: userId,
            application_number: applicationNumber(n),
            terms_id: 'terms',
            general_terms_id: 'general-terms',
            personal_guarantee_id: 'personal-guarantee',
            personal_guarantee_agreed: 1,
            language: 'en',
            client_ip: '127.0.0.1',
            submitted_at: submittedAt,
            pdf_base64: '',
          })),
        )
        .execute();
    });
  }
  await sql`analyze`.execute(db);
}
