import { IDENTITY_DIFFERENCES, type IdentityCheck } from '../../../shared/staff/identity-check.ts';
import { maskedSsnText } from '../../../shared/staff/ssn-text.ts';

/** A person's details in clear, as compared: names as entered, the SSN's digits, the birth date `YYYY-MM-DD`. */
export interface ComparedPerson {
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth: string;
}

/** A name as compared: case, accents and runs of spaces do not count ("José  Díaz" is "jose diaz"). */
const nameKey = (person: ComparedPerson) =>
  `${person.firstName} ${person.lastName}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const fullName = (person: ComparedPerson) => `${person.firstName} ${person.lastName}`.trim();

function differencesOf(verified: ComparedPerson, owner: ComparedPerson) {
  const differs = {
    name: nameKey(verified) !== nameKey(owner),
    dateOfBirth: verified.dateOfBirth !== owner.dateOfBirth,
    ssnLastFour: verified.ssn.slice(-4) !== owner.ssn.slice(-4),
  };
  return IDENTITY_DIFFERENCES.filter((field) => differs[field]);
}

/**
 * Compares the person verified on step 1 with the owners of step 3: it matches when one owner has the same name,
 * birth date and SSN's last four. Otherwise the owner with the fewest differences (the first on a tie) is named with
 * what differs, so a reviewer sees at once whether a typo or another person signed up.
 */
export function matchIdentity(verified: ComparedPerson, owners: readonly ComparedPerson[]): IdentityCheck {
  const compared = owners.map((owner) => ({ owner, differences: differencesOf(verified, owner) }));
  const closest = compared.reduce<(typeof compared)[number] | undefined>(
    (best, candidate) => (!best || candidate.differences.length < best.differences.length ? candidate : best),
    undefined,
  );
  return {
    matches: closest?.differences.length === 0,
    verified: { name: fullName(verified), ssn: maskedSsnText(verified.ssn) },
    owner: closest ? { name: fullName(closest.owner), ssn: maskedSsnText(closest.owner.ssn) } : null,
    differences: closest ? closest.differences : [...IDENTITY_DIFFERENCES],
  };
}
