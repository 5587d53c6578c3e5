import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { STATUS_AFTER, type DecisionBody } from '../../../shared/staff/decision.ts';
import { isUndecided } from '../../../shared/staff/review-status.ts';
import type { Database } from '../../db/schema.ts';
import { ProblemError } from '../../errors/problem.ts';
import { createTranslators, type Language } from '../../i18n/server-i18n.ts';
import type { MailMessage } from '../../mail/index.ts';
import type { StaffMember } from '../repositories/staff-accounts.ts';
import type { ReviewRepository, StoredDecision } from '../repositories/reviews.ts';
import { renderLetter } from '../letters/letter-pdf.ts';
import { createDecisionWebhook } from './decision-webhook.ts';

type Review = NonNullable<Awaited<ReturnType<ReviewRepository['findByNumber']>>>;

/** What a decision stores: the fields of its kind only, whatever else the body had. */
function storedFields(body: DecisionBody): Record<string, unknown> {
  if (body.decision === 'APPROVE') return { creditLimit: body.creditLimit, paymentOption: body.paymentOption };
  if (body.decision === 'DECLINE') return { reasons: body.reasons };
  return { steps: body.steps, message: body.message.trim() };
}

/**
 * Deciding on an application: stores the decision with its letter and the new status (once only: a second
 * decision is a 409) and, in the same transaction, writes to the durable outbox the applicant's email in the
 * application's language (the letter attached) and the webhook call to the supplier's systems.
 */
export function createDecisionService(app: FastifyInstance, reviews: ReviewRepository) {
  const translators = createTranslators();
  const webhook = createDecisionWebhook(app);

  const letterFor = async (review: Review, body: DecisionBody, language: Language) => {
    if (body.decision === 'REQUEST_CHANGES') return null;
    const t = translators[language];
    const data = JSON.parse(review.data) as { businessInfo?: { companyName?: string } };
    const values = {
      company: data.businessInfo?.companyName ?? '',
      applicationId: review.application_number,
      date: new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(new Date()),
      termsVersions: `${review.terms_id}, ${review.general_terms_id}`,
      ...(body.decision === 'APPROVE'
        ? {
            creditLimit: money(body.creditLimit, language),
            paymentOption: t(`enums.paymentOption.${body.paymentOption}`),
          }
        : {}),
    };
    const reasons = body.decision === 'DECLINE' ? body.reasons.map((key) => t(`staff.reasons.${key}`)) : undefined;
    const kind = body.decision === 'APPROVE' ? 'approval' : 'decline';
    return renderLetter({ kind, language, values, reasons });
  };

  /** The applicant's email of a decision, with the letter attached. */
  const applicantEmail = (review: Review, body: DecisionBody, letter: Buffer | null): MailMessage => {
    const language = review.language as Language;
    const applicationId = review.application_number;
    const attachments = letter
      ? [{ filename: `${applicationId}.pdf`, content: letter, contentType: 'application/pdf' }]
      : undefined;
    const to = review.applicant_email ?? '';
    if (body.decision === 'APPROVE') {
      const values = { applicationId, creditLimit: money(body.creditLimit, language) };
      return { to, language, template: 'applicationApproved', values, attachments };
    }
    if (body.decision === 'DECLINE') {
      return { to, language, template: 'applicationDeclined', values: { applicationId }, attachments };
    }
    return {
      to,
      language,
      template: 'applicationChangesRequested',
      values: { applicationId, message: body.message.trim() },
      actionUrl: app.mailer.link('/login/continue'),
    };
  };

  /** Writes the applicant's email and the webhook call to the outbox, in the decision's transaction. */
  const tell =
    (review: Review, body: DecisionBody, letter: Buffer | null, staff: StaffMember) =>
    async (trx: Kysely<Database>, stored: StoredDecision) => {
      if (review.applicant_email) await app.outbox.email(applicantEmail(review, body, letter), trx);
      const payload = {
        event: 'application.decision',
        decisionId: stored.id,
        applicationId: review.application_number,
        decision: body.decision,
        status: STATUS_AFTER[body.decision],
        ...storedFields(body),
        decidedAt: stored.decided_at,
        decidedBy: staff.email,
      };
      await webhook.enqueue(stored.id, payload, trx);
    };

  return {
    async decide(review: Review, staff: StaffMember, body: DecisionBody, ip: string): Promise<StoredDecision> {
      if (!isUndecided(review.status)) throw new ProblemError(409, 'APPLICATION_DECIDED');
      const letter = await letterFor(review, body, review.language as Language);
      const stored = await reviews.decide(
        {
          applicationId: review.id,
          staffId: staff.id,
          decision: body.decision,
          body: storedFields(body),
          letterPdf: letter,
          status: STATUS_AFTER[body.decision],
          reopenedSteps: body.decision === 'REQUEST_CHANGES' ? body.steps : null,
        },
        ip,
        tell(review, body, letter, staff),
      );
      if (!stored) throw new ProblemError(409, 'APPLICATION_DECIDED');
      app.outbox.wake();
      return stored;
    },
  };
}

/** `$5,000` in US dollars, written the language's way. */
function money(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

export type DecisionService = ReturnType<typeof createDecisionService>;
