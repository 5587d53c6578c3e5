/**
 * The KBA status numbers of TransUnion's Trustev detailed decision (`Authentication.KBA.Status`). The spec's
 * OFFERED = 0 and FAILED = 5 are two of them. Every provider reports its outcome in these numbers, so the API
 * answers in the vendor's format whichever provider runs.
 */
export const KBA_STATUS = {
  NOT_CONFIGURED: -1,
  OFFERED: 0,
  MULTI_PASS_OFFERED: 1,
  INELIGIBLE: 2,
  NO_DATA: 3,
  PASSED: 4,
  FAILED: 5,
  ABANDONED: 6,
} as const;

export type KbaStatus = (typeof KBA_STATUS)[keyof typeof KBA_STATUS];
