import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The highest character of the Basic Multilingual Plane: `key >= q and key < q + LAST` is "starts with q". */
const LAST = '\uffff';

/** What an Application ID looks like (`TCA-7K4M-9QXP`), in any case. */
const APPLICATION_ID = /^[a-z]{3}-[0-9a-z]{4}-[0-9a-z]{4}$/;

/** A trigram index finds a part of a name from three characters on; a shorter one is the start of a name. */
const TRIGRAM = 3;

/** Which index finds `q` (trimmed, lower case), by what it looks like. */
function searchKind(q: string): 'application id' | 'email' | 'name start' | 'name part' {
  if (APPLICATION_ID.test(q)) return 'application id';
  if (q.includes('@')) return 'email';
  return [...q].length < TRIGRAM ? 'name start' : 'name part';
}

/**
 * Whether `q` (trimmed, lower case) is found through SQLite's FTS5 table: its matches come in rowid order, not the
 * queue's, so a page of them is read by fetching and sorting all of them, which leaves nothing for a count to save.
 */
export const searchesFts5 = (kind: 'sqlite' | 'postgres', q: string): boolean =>
  kind === 'sqlite' && searchKind(q) === 'name part';

type Where = ExpressionBuilder<Database & { ca: Database['credit_applications'] }, 'ca'>;

/**
 * The queue's search `q` as one condition on `credit_applications as ca`, chosen by what `q` looks like, each served
 * by one index (an OR of several would make the database scan): an Application ID (its submission's unique
 * number); the start of the applicant's email when it holds an `@`; or else any part of the company's name, through
 * the trigram index of migration 0024 (SQLite's FTS5 table, PostgreSQL's `pg_trgm`), so "iron" finds "Granite Iron
 * Parts". `q` is trimmed and lower case.
 */
export function searchCondition(db: Kysely<Database>, kind: 'sqlite' | 'postgres', q: string) {
  return (eb: Where): RawBuilder<boolean> | ReturnType<Where['and']> => {
    const by = searchKind(q);
    if (by === 'application id') {
      const ids = db
        .selectFrom('submissions')
        .select('application_id')
        .where('application_number', '=', q.toUpperCase());
      return eb.and([eb('ca.id', 'in', ids)]);
    }
    if (by === 'email') return eb.and([eb('ca.applicant_email', '>=', q), eb('ca.applicant_email', '<', q + LAST)]);
    if (by === 'name start') return eb.and([eb('ca.company_key', '>=', q), eb('ca.company_key', '<', q + LAST)]);
    if (kind === 'postgres') {
      // LIKE's own characters in the name are meant literally; backslash is PostgreSQL's default escape.
      const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return sql<boolean>`ca.company_key like ${pattern}`;
    }
    // One FTS5 phrase (its quotes doubled): with the trigram tokenizer, the rows whose key holds q as it is.
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql<boolean>`ca.rowid in (select rowid from credit_applications_search
      where credit_applications_search match ${phrase})`;
  };
}
