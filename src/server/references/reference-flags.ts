import type { ReferenceFlag } from '../../shared/staff/references.ts';

/**
 * Free-mail providers: a supplier's accounts-receivable desk rarely writes from one, so a reference there deserves a
 * second look (Nuvo and 1Centre check the same). Not a verdict: a reviewer reads the flag and decides.
 */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
]);

/** The applicant's own contact details, as entered anywhere in the application, normalized. */
export interface ApplicantContacts {
  emails: Set<string>;
  phones: Set<string>;
  /** The domains of the applicant's own emails that are not free-mail. */
  domains: Set<string>;
  /** The address the application was submitted from. */
  clientIp: string | null;
}

/** The reference's details as the flags read them. */
interface Contact {
  email?: unknown;
  phone?: unknown;
}

const normalEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');
/** A phone's last ten digits, so `(417) 555-0100` and `417.555.0100` are the same phone. */
const normalPhone = (phone: unknown) => (typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-10) : '');
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Levenshtein distance, small strings only (domains). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** A domain one or two letters away from one it imitates (`acmegarage.com` for `acme-garage.com`, `gmial.com`). */
const looksLike = (domain: string, others: Iterable<string>) =>
  [...others].some((other) => other !== domain && other.length > 4 && distance(domain, other) <= 2);

/** The applicant's contacts from its sections and account email, for the flags. */
export function applicantContacts(
  sections: Record<string, unknown>,
  accountEmail: string | null,
  clientIp: string | null,
): ApplicantContacts {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const business = (sections.businessInfo ?? {}) as Record<string, unknown>;
  const people = (Array.isArray(sections.applicants) ? sections.applicants : []) as Array<Record<string, unknown>>;
  for (const email of [accountEmail, business.accountsPayableEmail, ...people.map((person) => person.email)])
    if (normalEmail(email)) emails.add(normalEmail(email));
  for (const phone of [business.phone, business.accountsPayablePhone, ...people.map((person) => person.phone)])
    if (normalPhone(phone)) phones.add(normalPhone(phone));
  const domains = new Set([...emails].map(domainOf).filter((domain) => !FREE_MAIL.has(domain)));
  return { emails, phones, domains, clientIp };
}

/**
 * What looks wrong about reference `index` of `all` (every reference of the application): its email's domain
 * (free-mail, the applicant's own, or a look-alike of the applicant's or of a free-mail provider's), its email or
 * phone equal to the applicant's or to another reference's, and an answer from the applicant's own address.
 */
export function referenceFlags(
  all: readonly Contact[],
  index: number,
  applicant: ApplicantContacts,
  answerIp: string | null,
): ReferenceFlag[] {
  const flags = new Set<ReferenceFlag>();
  const email = normalEmail(all[index].email);
  const phone = normalPhone(all[index].phone);
  if (email) {
    const domain = domainOf(email);
    if (FREE_MAIL.has(domain)) flags.add('FREE_MAIL');
    else if (applicant.domains.has(domain)) flags.add('APPLICANT_DOMAIN');
    else if (looksLike(domain, applicant.domains) || looksLike(domain, FREE_MAIL)) flags.add('LOOK_ALIKE_DOMAIN');
  }
  if ((email && applicant.emails.has(email)) || (phone && applicant.phones.has(phone)))
    flags.add('SAME_CONTACT_AS_APPLICANT');
  const others = all.filter((_, other) => other !== index);
  if (
    others.some(
      (other) => (email && normalEmail(other.email) === email) || (phone && normalPhone(other.phone) === phone),
    )
  )
    flags.add('SAME_CONTACT_AS_OTHER_REFERENCE');
  if (answerIp && applicant.clientIp && answerIp === applicant.clientIp) flags.add('ANSWERED_FROM_APPLICANT_ADDRESS');
  return [...flags];
}
