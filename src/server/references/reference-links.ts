import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../accounts/opaque-tokens.ts';
import type { Database } from '../db/schema.ts';
import type { Language } from '../i18n/server-i18n.ts';
import type { ReferenceEvent, ReferenceRepository, ReferenceRequestRow } from './reference-repository.ts';

/** The page a reference's link opens (contract section 10). */
const REFERENCE_PAGE = '/reference';

/** Which email an event sends: the first request, or a reminder (automatic or by hand). */
const TEMPLATES = {
  REQUEST_SENT: 'referenceRequest',
  REMINDER_SENT: 'referenceReminder',
  MANUAL_REMINDER_SENT: 'referenceReminder',
} as const;

/** The name a reference goes by in emails and on its page: the company, or the bank. */
export const referenceName = (details: Record<string, unknown>) => String(details.company ?? details.bank ?? '');

/**
 * Emails a request a fresh link (random, 256 bits; only its hash is kept) in the application's language, counts the
 * email and records it, all in `trx`: the email leaves through the outbox once the transaction commits, or not at all.
 * Every link of a request opens it until it is answered, declined or expired, so an earlier email keeps working.
 */
export async function emailLink(
  app: FastifyInstance,
  repository: ReferenceRepository,
  request: ReferenceRequestRow,
  event: keyof typeof TEMPLATES,
  context: { companyName: string; at: string; staffId?: string },
  trx: Kysely<Database>,
): Promise<void> {
  const details = JSON.parse(request.details) as Record<string, unknown>;
  const token = newToken();
  await repository.addLink(request.id, hashToken(token)!, context.at, trx);
  await app.outbox.email(
    {
      to: String(details.email),
      language: request.language as Language,
      template: TEMPLATES[event],
      values: {
        companyName: context.companyName,
        referenceName: referenceName(details),
        expiresOn: request.expires_at.slice(0, 10),
      },
      actionUrl: app.mailer.link(REFERENCE_PAGE, { ac: token }),
    },
    trx,
  );
  await repository.record(request.id, event satisfies ReferenceEvent, context.at, { staffId: context.staffId }, trx);
}

/** The company a request is about, as the queue keeps it. */
export async function companyOf(db: Kysely<Database>, applicationId: string): Promise<string> {
  const row = await db
    .selectFrom('credit_applications')
    .select('company_name')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return row?.company_name ?? '';
}
