import type { CreditAppView } from '../credit-app/credit-app-service.ts';

/** What the credit department's queue filters and shows, copied onto the application as it is submitted. */
export interface QueueColumns {
  review_status: 'SUBMITTED';
  company_name: string | null;
  company_key: string | null;
  address_state: string | null;
  requested_credit_limit: number | null;
  payment_option: string | null;
  applicant_email: string;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The queue's columns of an application about to be submitted by the account `email`. */
export function queueColumns(view: Pick<CreditAppView, 'businessInfo' | 'accountInfo'>, email: string): QueueColumns {
  const companyName = textOf(view.businessInfo?.companyName);
  const limit = view.accountInfo?.creditLimit;
  return {
    review_status: 'SUBMITTED',
    company_name: companyName,
    company_key: companyName?.toLowerCase() ?? null,
    address_state: textOf(view.businessInfo?.addressState),
    requested_credit_limit: typeof limit === 'number' ? limit : null,
    payment_option: textOf(view.accountInfo?.paymentOption),
    applicant_email: email.toLowerCase(),
  };
}
