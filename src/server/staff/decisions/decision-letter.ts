import { CASH_ACCOUNT, type LetterDecision } from '../../../shared/staff/decision.ts';
import type { Translate } from '../../../shared/field-errors.ts';
import type { Language } from '../../i18n/server-i18n.ts';
import type { LetterInput } from '../letters/letter-pdf.ts';
import type { ReviewRepository } from '../repositories/reviews.ts';

type Review = NonNullable<Awaited<ReturnType<ReviewRepository['findByNumber']>>>;

/** `$5,000` in US dollars, written the language's way. */
export function money(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * What the letter of a decision says, in the application's language: the one source of both the letter sent
 * (`renderLetter`) and the preview a manager confirms, so the two cannot differ but for the date.
 */
export function letterInputOf(review: Review, body: LetterDecision, t: Translate, when = new Date()): LetterInput {
  const language = review.language as Language;
  const data = JSON.parse(review.data) as { businessInfo?: { companyName?: string } };
  const values: Record<string, string> = {
    company: data.businessInfo?.companyName ?? '',
    applicationId: review.application_number,
    date: new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(when),
    termsVersions: `${review.terms_id}, ${review.general_terms_id}`,
  };
  if (body.decision === 'DECLINE') {
    const reasons = body.reasons.map((key) => t(`staff.reasons.${key}`));
    return { kind: 'decline', language, values, reasons };
  }
  if (body.paymentOption === CASH_ACCOUNT) return { kind: 'cash-approval', language, values };
  values.creditLimit = money(body.creditLimit, language);
  values.paymentOption = t(`enums.paymentOption.${body.paymentOption}`);
  return { kind: 'approval', language, values };
}
