import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The submission's columns of the texts agreed, by the key `StaffApplication.terms` names each. */
const TERMS_COLUMNS = {
  terms: 'terms_id',
  generalTerms: 'general_terms_id',
  personalGuarantee: 'personal_guarantee_id',
} as const;
type TermsKey = keyof typeof TERMS_COLUMNS;

/**
 * The day found for each version, per database: once a version has been agreed to, its first day cannot move
 * earlier, so each is looked up (a scan of the submissions) once per process, not on every opening of an application.
 */
const known = new WeakMap<Kysely<Database>, Map<string, string>>();

/**
 * When each text version an application agreed to was first agreed to by any applicant: the date staff read a
 * version by ("Terms of payment, version of Nov 24, 2026"), since a version's id is a hash of its text.
 */
export async function termsSince(
  db: Kysely<Database>,
  agreed: Partial<Record<TermsKey, string | null>>,
): Promise<Record<string, string | null>> {
  const days = known.get(db) ?? new Map<string, string>();
  known.set(db, days);
  const entries = await Promise.all(
    (Object.keys(TERMS_COLUMNS) as TermsKey[]).map(async (key) => {
      const id = agreed[key];
      if (!id) return [key, null] as const;
      if (!days.has(id)) {
        const row = await db
          .selectFrom('submissions')
          .select((eb) => eb.fn.min('submitted_at').as('since'))
          .where(TERMS_COLUMNS[key], '=', id)
          .executeTakeFirst();
        if (typeof row?.since === 'string') days.set(id, row.since);
      }
      return [key, days.get(id) ?? null] as const;
    }),
  );
  return Object.fromEntries(entries);
}
