import type { LoadedForm } from '../../../engine/index.ts';
import type { Translate } from '../../../shared/field-errors.ts';
import type { Decision, StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { whoOf } from './event-words.ts';

type SchemaNode = Record<string, unknown> & { properties?: Record<string, SchemaNode>; required?: string[] };

/** The `then` of the decision form's condition for `kind`. */
function thenOf(form: LoadedForm, kind: string): SchemaNode | undefined {
  const conditions = (form.schema.allOf ?? []) as Array<{ if?: SchemaNode; then?: SchemaNode }>;
  return conditions.find((entry) => entry.if?.properties?.decision?.const === kind)?.then;
}

/** Whether the decision form makes a decline name at least one reason (required, or `minItems` of one or more). */
function reasonsRequired(form: LoadedForm): boolean {
  const decline = thenOf(form, 'DECLINE');
  const minItems = decline?.properties?.reasons?.minItems;
  return Boolean(decline?.required?.includes('reasons') || (typeof minItems === 'number' && minItems > 0));
}

/**
 * The decision form with the reasons' help worded for what its schema asks: "you may choose none" when a decline
 * may state none (the letter then offers them on request), "choose at least one" when the schema requires one.
 */
export function withReasonsWording(form: LoadedForm): LoadedForm {
  const reasons = (form.uiSchema.reasons ?? {}) as Record<string, unknown>;
  const help = reasonsRequired(form) ? 'staff.help.reasonsRequired' : 'staff.help.reasonsOptional';
  return { ...form, uiSchema: { ...form.uiSchema, reasons: { ...reasons, 'ui:help': help } } };
}

/** What the applicant asked for on step 4: the limit and the payment option. */
export function requestedTerms(application: StaffApplication): { creditLimit?: number; paymentOption?: string } {
  const account = application.sections.accountInformation ?? {};
  return {
    ...(typeof account.creditLimit === 'number' ? { creditLimit: account.creditLimit } : {}),
    ...(typeof account.paymentOption === 'string' ? { paymentOption: account.paymentOption } : {}),
  };
}

/**
 * Where the decision form starts: the credit policy's recommendation (approve with its limit, or decline with the
 * reasons of the rules that failed), on the terms the applicant asked for. A recommendation to review preselects no
 * decision but keeps the limit and reasons ready. The manager may change any of it; what is sent is theirs.
 */
export function startingDecision(application: StaffApplication): Record<string, unknown> {
  const requested = requestedTerms(application);
  const { outcome, creditLimit, reasons } = application.recommendation;
  const terms = { ...requested, ...(creditLimit === null ? {} : { creditLimit }), reasons };
  return outcome === 'REVIEW' ? terms : { decision: outcome, ...terms };
}

/** A moment as "a moment ago", "3 minutes ago", "2 hours ago", "5 days ago" in the page's language. */
function sinceWords(iso: string, t: Translate, language: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return t('staffDecision.momentAgo');
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < 3600) return format.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86_400), 'day');
}

/** After a 409: what another member decided, by whom and when ("Declined by Dana Ruiz a moment ago"). */
export function conflictWords(decision: Decision, t: Translate, language: string, now = Date.now()): string {
  return t('staffDecision.conflict', {
    outcome: t(`staffConsole.decision.outcomes.${decision.decision}`),
    who: whoOf(decision) ?? '',
    when: sinceWords(decision.decidedAt, t, language, now),
  });
}
