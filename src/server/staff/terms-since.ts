import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The submission's columns of the texts agreed, by the key `StaffApplication.terms` names each. */
const TERMS_COLUMNS = {
  terms: 'terms_id',
  generalTerms: 'general_terms_id',
  personalGuarantee: 'personal_guarantee_id',
} as const;

/**
 * When each text version an application agreed to was first agreed to by any applicant: the date staff read a
 * version by ("Terms of payment, version of 24 Nov 2026"), since a version's id is a hash of its text.
 */
export async function termsSince(
  db: Kysely<Database>,
  agreed: Partial<Record<keyof typeof TERMS_COLUMNS, string | null>>,
): Promise<Record<string, string | null>> {
  const entries = await Promise.all(
    Object.entries(TERMS_COLUMNS).map(async ([key, column]) => {
      const id = agreed[key as keyof typeof TERMS_COLUMNS];
      if (!id) return [key, null] as const;
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.min('submitted_at').as('since'))
        .where(column, '=', id)
        .executeTakeFirst();
      return [key, (row?.since as string | null | undefined) ?? null] as const;
    }),
  );
  return Object.fromEntries(entries);
}
