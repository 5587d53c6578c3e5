/** What may differ between the person verified on step 1 and the closest owner listed on step 3. */
export const IDENTITY_DIFFERENCES = ['name', 'dateOfBirth', 'ssnLastFour'] as const;
type IdentityDifference = (typeof IDENTITY_DIFFERENCES)[number];

/** A person as the check shows them to any staff role: the name, and the SSN masked (`***-**-6789`). */
interface CheckedPerson {
  name: string;
  ssn: string;
}

/**
 * Whether the person who answered the identity questions (step 1) is one of the owners listed on step 3, by name,
 * birth date and the SSN's last four digits; when not, the owner who comes closest and what differs. Birth dates are
 * compared on the server and never shown here: staff who may see them reveal them with a reason.
 */
export interface IdentityCheck {
  matches: boolean;
  verified: CheckedPerson;
  /** The owner closest to the verified person; null when step 3 lists none. */
  owner: CheckedPerson | null;
  differences: IdentityDifference[];
}
