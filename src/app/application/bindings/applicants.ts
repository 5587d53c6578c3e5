import type { KbvApplicant } from '../credit-app.ts';
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
 * A new application's applicants start with the owner, filled in from step 1 and editable: the form never lets the
 * first entry be removed. SSNs and birth dates come back masked and go back masked when unchanged: the server then
 * keeps what it has (for the owner from step 1, what step 1 stored).
 */
export function withOwnerFirst(binding: StepBinding): StepBinding {
  return {
    ...binding,
    formData: (loaded) => {
      const data = binding.formData(loaded) as { applicants?: unknown[] };
      return {
        ...data,
        applicants: data.applicants?.length ? data.applicants : [ownerFromIdentity(loaded.kbvApplicant)],
      };
    },
  };
}
