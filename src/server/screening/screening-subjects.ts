import type { Kysely } from 'kysely';
import type { ScreenedParty } from '../../shared/staff/screening.ts';
import type { Database } from '../db/schema.ts';

/** A name of an application to screen, and whose it is. */
export interface ScreeningSubject {
  who: ScreenedParty;
  name: string;
}

type Sections = {
  businessInfo?: { companyName?: unknown };
  applicants?: Array<{ firstName?: unknown; lastName?: unknown }>;
};

const fullName = (first: unknown, last: unknown) =>
  `${typeof first === 'string' ? first : ''} ${typeof last === 'string' ? last : ''}`.trim();

/**
 * The names an application puts before the supplier: the business's name (step 2), the person who applied and whose
 * identity was verified (step 1), and each owner and co-owner (step 3), who sign and guarantee. The same person
 * named twice (the applicant is often the owner) is screened once, under the first role.
 */
export async function screeningSubjects(db: Kysely<Database>, applicationId: string): Promise<ScreeningSubject[]> {
  const application = await db
    .selectFrom('credit_applications')
    .select(['data', 'user_id'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return [];
  const sections = JSON.parse(application.data) as Sections;
  const person = await db
    .selectFrom('kbv_applicants')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', application.user_id)
    .executeTakeFirst();
  const subjects: ScreeningSubject[] = [
    { who: 'business', name: fullName(sections.businessInfo?.companyName, '') },
    { who: 'applicant', name: fullName(person?.first_name, person?.last_name) },
    ...(sections.applicants ?? []).map((owner) => ({
      who: 'owner' as const,
      name: fullName(owner.firstName, owner.lastName),
    })),
  ];
  const seen = new Set<string>();
  return subjects.filter(({ name }) => {
    const key = name.toLowerCase();
    if (!name || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
