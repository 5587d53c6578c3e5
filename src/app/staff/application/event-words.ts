import type { Translate } from '../../../shared/field-errors.ts';
import type { AuditEvent, Decision } from '../../../shared/staff/staff-answers.ts';
import { formatMoney } from '../format.ts';

/** A decision's details as they are stored (the decision form's fields of its kind). */
type DecisionFields = Pick<Decision, 'creditLimit' | 'paymentOption' | 'reasons' | 'steps' | 'message'>;

/** Who did it as people read it: the member's name once the console has names, else the email. */
export const whoOf = (entry: { staff: string | null; staffName?: string | null }) => entry.staffName || entry.staff;

const stepTitle = (step: string, t: Translate) => t(`staff.steps.${step}`, { defaultValue: step });

/**
 * A decision in words, amounts written the language's way (`common.numberLocale`): "Approved, $5,000, monthly pay",
 * "Approved as a cash account", "Declined: Limited credit experience", "Changes requested: Business information —
 * Please add your fax number."
 */
function decisionWords(kind: string, fields: DecisionFields, t: Translate): string {
  if (kind === 'APPROVE' && fields.paymentOption === 'CASH_ACCOUNT') return t('staffDecision.approvedCash');
  if (kind === 'APPROVE') {
    const terms = fields.paymentOption ? t(`staffDecision.paymentTerms.${fields.paymentOption}`) : '';
    return t('staffDecision.approved', { limit: formatMoney(fields.creditLimit, t('common.numberLocale')), terms });
  }
  if (kind === 'DECLINE') {
    const reasons = (fields.reasons ?? []).map((reason) => t(`staff.reasons.${reason}`, { defaultValue: reason }));
    return reasons.length
      ? t('staffDecision.declined', { reasons: reasons.join('; ') })
      : t('staffDecision.declinedNoReasons');
  }
  const steps = (fields.steps ?? []).map((step) => stepTitle(step, t)).join(', ');
  return t('staffDecision.changesRequested', { steps, message: fields.message ?? '' });
}

const status = (value: unknown, t: Translate) =>
  t(`staffConsole.status.${String(value)}`, { defaultValue: String(value) });

/** A downloaded document in words: the signed application, a letter, or a certificate by its file name. */
function documentWords(detail: Record<string, unknown>, t: Translate): string {
  const document = String(detail.document ?? '');
  if (document === 'signed.pdf') return t('staffDecision.documents.signed');
  if (document.startsWith('letter')) return t('staffDecision.documents.letter');
  return t('staffDecision.documents.file', { name: String(detail.fileName ?? document) });
}

/** What an event's detail says, in words, with no codes: the audit trail's detail column. */
export function detailWords(event: AuditEvent, t: Translate): string {
  const detail = event.detail ?? {};
  switch (event.action) {
    case 'STATUS_CHANGE':
      return t('staffDecision.statusChange', { from: status(detail.from, t), to: status(detail.to, t) });
    case 'DECISION':
      return decisionWords(String(detail.decision), detail as DecisionFields, t);
    case 'DOWNLOAD':
      return documentWords(detail, t);
    case 'ASSIGN':
      return detail.assignee
        ? t('staffDecision.assignedTo', { who: String(detail.assignee) })
        : t('staffDecision.unassigned');
    case 'REVEAL':
      return String(detail.reason ?? '');
    case 'NOTE':
      return String(detail.text ?? '');
    case 'SCREENING_CLEARED':
      return t('staffScreening.auditCleared', {
        entry: String(detail.entry),
        program: String(detail.program),
        score: Number(detail.score).toFixed(2),
        reason: String(detail.reason ?? ''),
      });
    default:
      return Object.values(detail)
        .filter((value) => value !== null && value !== undefined && value !== '')
        .map((value) => (Array.isArray(value) ? value.join(', ') : String(value)))
        .join('; ');
  }
}

/** The action's name in words ("Viewed", "Downloaded"). */
export const actionWords = (event: AuditEvent, t: Translate) =>
  t(`staffConsole.actions.${event.action}`, { defaultValue: event.action });

/**
 * A line of the application's history: what happened and who did it, "Approved, $5,000, monthly pay, by Dana
 * Ruiz", "In review → Approved, by Dana Ruiz", "Changes requested → Submitted, by the applicant".
 */
export function historyWords(event: AuditEvent, t: Translate): string {
  const what = detailWords(event, t) || actionWords(event, t);
  const who = whoOf(event);
  if (who) return t('staffDecision.by', { what, who });
  // The credit policy's own approval (on submit, under its ceiling) has no member: it is "by the credit policy".
  if (event.detail?.approvedBy === 'policy') return t('staffDecision.by', { what, who: t('staffPolicy.byPolicy') });
  return event.detail?.by === 'applicant' ? t('staffDecision.byApplicant', { what }) : what;
}
