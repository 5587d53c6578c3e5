import { api } from '../../api/client.ts';
import type { ApplicantsData } from '../../../shared/generated/form-data.ts';
import type { KbvApplicant } from '../credit-app.ts';
import { saveList } from './list-errors.ts';
import type { StepBinding } from './types.ts';

/** What step 1 verified and the owner starts from: the identity applicant's id keeps its SSN and birth date. */
const FROM_IDENTITY = [
  'id',
  'firstName',
  'lastName',
  'ssn',
  'dateOfBirth',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressZip',
] as const;

/** The owner as step 1 left them (masked SSN and birth date included), for a person not to type it all again. */
function ownerFromIdentity(kbvApplicant: KbvApplicant | null): Record<string, unknown> {
  if (!kbvApplicant?.firstName) return {};
  return Object.fromEntries(
    FROM_IDENTITY.filter((field) => kbvApplicant[field] !== undefined).map((field) => [field, kbvApplicant[field]]),
  );
}

/**
 * The form edits `{ applicants: [...] }`; the API takes the bare list. A new application starts with its owner,
 * filled in from step 1 and editable. SSNs and birth dates come back masked and go back masked when unchanged: the
 * server then keeps what it has (for the owner from step 1, what step 1 stored).
 */
export const applicants: StepBinding = {
  formData: ({ creditApp, kbvApplicant }) => ({
    applicants: creditApp.applicants.length ? creditApp.applicants : [ownerFromIdentity(kbvApplicant)],
  }),
  save: (data) => saveList('applicants', () => api('PUT', '/v1/applicants', (data as ApplicantsData).applicants)),
  hasData: ({ creditApp }) => creditApp.applicants.length > 0,
};
