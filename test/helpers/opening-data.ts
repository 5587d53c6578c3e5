/**
 * Data that opens every conditionally shown field of the credit forms: two applicants, a credit line, an account
 * number, a location with its own credit line, a business description of its own, a trade and a bank reference (both
 * lists start empty, showing only their add buttons). Tests that look at every control of every form render each
 * form with its entry here.
 */
export const OPENING_DATA: Record<string, unknown> = {
  'steps/applicants': { applicants: [{}, {}] },
  'steps/account-information': {
    paymentOption: 'MONTHLY_PAY',
    hasExistingAccount: true,
    existingAccountNumbers: [''],
    hasAdditionalLocations: true,
    separateCreditLines: true,
    shops: [{}],
  },
  'steps/business-information': { businessDescription: 'Something else' },
  'steps/references': { tradeReferences: [{}], bankReferences: [{}] },
};
