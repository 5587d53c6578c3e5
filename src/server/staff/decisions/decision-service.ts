import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CASH_ACCOUNT, STATUS_AFTER, type DecisionBody } from '../../../shared/staff/decision.ts';
import type { Translate } from '../../../shared/field-errors.ts';
import type { Database } from '../../db/schema.ts';
import { createTranslators, type Language } from '../../i18n/server-i18n.ts';
import type { MailMessage } from '../../mail/index.ts';
import type { PolicyService } from '../../policy/policy-service.ts';
import type { StaffMember } from '../repositories/staff-accounts.ts';
import { POLICY_ACTOR, type ReviewRepository, type StoredDecision } from '../repositories/reviews.ts';
import { requireScreeningCleared } from '../../screening/index.ts';
import { renderLetter } from '../letters/letter-pdf.ts';
import { checkDecision, decidedConflict } from './decision-checks.ts';
import { letterInputOf, money } from './decision-letter.ts';
import { createDecisionWebhook } from './decision-webhook.ts';

type Review = NonNullable<Awaited<ReturnType<ReviewRepository['findByNumber']>>>;

/** What a decision stores: the fields of its kind only, whatever else the body had. */
function storedFields(body: DecisionBody): Record<string, unknown> {
  if (body.decision === 'APPROVE' && body.paymentOption === CASH_ACCOUNT) return { paymentOption: body.paymentOption };
  if (body.decision === 'APPROVE') return { creditLimit: body.creditLimit, paymentOption: body.paymentOption };
  if (body.decision === 'DECLINE') return { reasons: body.reasons };
  return { steps: body.steps, message: body.message.trim() };
}

/**
 * Deciding on an application: stores the decision with its letter and the new status (once only: a second
 * decision is a 409) and, in the same transaction, writes to the durable outbox the applicant's email in the
 * application's language (the letter attached) and the webhook call to the supplier's systems.
 */
export function createDecisionService(app: FastifyInstance, reviews: ReviewRepository, policy: PolicyService) {
  const translators = createTranslators();
  const webhook = createDecisionWebhook(app);

  const letterFor = async (review: Review, body: DecisionBody) => {
    if (body.decision === 'REQUEST_CHANGES') return null;
    return renderLetter(letterInputOf(review, body, translators[review.language as Language]));
  };

  /** The applicant's email of a decision, with the letter attached. */
  const applicantEmail = (review: Review, body: DecisionBody, letter: Buffer | null): MailMessage => {
    const language = review.language as Language;
    const applicationId = review.application_number;
    const attachments = letter
      ? [{ filename: `${applicationId}.pdf`, content: letter, contentType: 'application/pdf' }]
      : undefined;
    const to = review.applicant_email ?? '';
    if (body.decision === 'APPROVE' && body.paymentOption === CASH_ACCOUNT) {
      return { to, language, template: 'applicationApprovedCash', values: { applicationId }, attachments };
    }
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
    (review: Review, body: DecisionBody, letter: Buffer | null, staff: StaffMember | null) =>
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
        decidedBy: staff?.email ?? POLICY_ACTOR,
        policyVersion: stored.policy_version,
      };
      await webhook.enqueue(stored.id, payload, trx);
    };

  return {
    /**
     * Decides, once: an application decided already (before or while this one was being written) answers the 409
     * that names what was decided and by whom, in the language of `t`. `staff` is null for the credit policy's own
     * approval (src/server/policy/auto-approval.ts). The decision keeps the policy's version in force and what it
     * recommended, whatever was decided: a manager may decide otherwise, with reasons of their own.
     */
    async decide(
      review: Review,
      staff: StaffMember | null,
      body: DecisionBody,
      request: { ip: string; t: Translate },
    ): Promise<StoredDecision> {
      await checkDecision(reviews, review, body, request.t);
      if (body.decision === 'APPROVE') await requireScreeningCleared(app, review.id);
      const { version, recommendation } = await policy.assess(review);
      const letter = await letterFor(review, body);
      const stored = await reviews.decide(
        {
          applicationId: review.id,
          staffId: staff?.id ?? null,
          decision: body.decision,
          // "Approved by policy", in the decision's data as in its trail row, when no member decided.
          body: staff ? storedFields(body) : { ...storedFields(body), approvedBy: POLICY_ACTOR },
          letterPdf: letter,
          status: STATUS_AFTER[body.decision],
          reopenedSteps: body.decision === 'REQUEST_CHANGES' ? body.steps : null,
          policyVersion: version.id,
          recommendation: { ...recommendation },
        },
        request.ip,
        async (trx, row) => {
          await policy.remember(version, trx);
          await tell(review, body, letter, staff)(trx, row);
        },
      );
      if (!stored) throw await decidedConflict(reviews, review, request.t);
      app.outbox.wake();
      return stored;
    },
  };
}

export type DecisionService = ReturnType<typeof createDecisionService>;
