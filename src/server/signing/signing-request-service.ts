import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../shared/field-errors.ts';
import { signingStatus, type SigningRequestView } from '../../shared/signing.ts';
import { hashToken, newToken } from '../accounts/opaque-tokens.ts';
import type { StoredApplicant } from '../credit-app/applicant-secrets.ts';
import type { StoredSections } from '../credit-app/credit-app-service.ts';
import { ProblemError } from '../errors/problem.ts';
import type { Language } from '../i18n/server-i18n.ts';
import type { SigningRepository, StoredSigningRequest } from './signing-repository.ts';

/** A link works seven days (contract section 9). */
const SIGNING_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The status of a stored request at `now`. */
export const statusOf = (row: StoredSigningRequest, now: Date) =>
  signingStatus(
    {
      expiresAt: row.expires_at,
      openedAt: row.opened_at,
      signedAt: row.signed_at,
      revokedAt: row.revoked_at,
      identityFailedAt: row.identity_failed_at,
    },
    now,
  );

/** The request as its sender sees it, its status read at `now`. */
function requestView(row: StoredSigningRequest, now: Date): SigningRequestView {
  return {
    id: row.id,
    applicantId: row.applicant_id,
    status: statusOf(row, now),
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    ...(row.opened_at ? { openedAt: row.opened_at } : {}),
    ...(row.signed_at ? { signedAt: row.signed_at } : {}),
    ...(row.identity_failed_at ? { identityFailed: true } : {}),
  };
}

/** An applicant's name as the certificate, the emails and the 409 name them. */
export const applicantName = (applicant: StoredApplicant) =>
  [applicant.firstName, applicant.lastName].filter(Boolean).map(String).join(' ');

/** The day a link ends, as the email states it (the signer's calendar is unknown: the UTC date, spelled out). */
export function expiryDate(expiresAt: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(expiresAt),
  );
}

/**
 * The sender's side of signing requests: `POST`, `GET` and `DELETE /api/v1/signing-requests`. A request goes to an
 * applicant of the sender's own application who has an email address; sending one revokes the applicant's earlier
 * one, and the email (with the only copy of its token) is written to the outbox in the same transaction.
 */
export function createSigningRequestService(app: FastifyInstance, repository: SigningRepository) {
  return {
    async create(
      userId: string,
      senderEmail: string,
      applicantId: string,
      language: Language,
      t: Translate,
    ): Promise<SigningRequestView> {
      const draft = await app.repositories.creditApplications.getOrCreateDraft(userId);
      if (draft.status !== 'DRAFT' && draft.reviewStatus !== 'CHANGES_REQUESTED')
        throw new ProblemError(409, 'APPLICATION_SUBMITTED');
      const applicant = ((draft.data as StoredSections).applicants ?? []).find((entry) => entry.id === applicantId);
      if (!applicant)
        throw new ProblemError(400, 'VALIDATION_FAILED', {
          errors: { applicantId: t('signer.sender.unknownApplicant') },
        });
      const email = typeof applicant.email === 'string' ? applicant.email : '';
      if (!email)
        throw new ProblemError(400, 'VALIDATION_FAILED', {
          errors: { applicantId: t('signer.sender.noEmail', { name: applicantName(applicant) }) },
        });
      const token = newToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SIGNING_LIFETIME_MS).toISOString();
      const companyName = String((draft.data as StoredSections).businessInfo?.companyName ?? '');
      const stored = await app.db.transaction().execute(async (trx) => {
        const row = await repository.create(trx, {
          applicationId: draft.id,
          userId,
          applicantId,
          language,
          tokenHash: hashToken(token)!,
          sentAt: now.toISOString(),
          expiresAt,
        });
        await app.outbox.email(
          {
            to: email,
            language,
            template: 'signingRequest',
            values: {
              signerName: applicantName(applicant),
              companyName,
              senderEmail,
              expiresOn: expiryDate(expiresAt, language),
            },
            actionUrl: app.mailer.link('/sign', { ac: token }),
          },
          trx,
        );
        return row;
      });
      app.outbox.wake();
      return requestView(stored, now);
    },

    async list(userId: string): Promise<SigningRequestView[]> {
      const now = new Date();
      return (await repository.listOfUser(userId)).map((row) => requestView(row, now));
    },

    /** Revokes the sender's request while it waits; 404 for anyone else's, or one already ended. */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repository.revoke(userId, id, new Date().toISOString())))
        throw new ProblemError(404, 'SIGNING_REQUEST_NOT_FOUND');
    },
  };
}

export type SigningRequestService = ReturnType<typeof createSigningRequestService>;
