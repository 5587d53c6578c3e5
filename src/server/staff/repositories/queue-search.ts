import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The highest character of the Basic Multilingual Plane: `key >= q and key < q + LAST` is "starts with q". */
const LAST = '\uffff';

/** What an Application ID looks like (`TCA-7K4M-9QXP`), in any case. */
const APPLICATION_ID = /^[a-z]{3}-[0-9a-z]{4}-[0-9a-z]{4}$/;

/** A trigram index finds a part of a name from three characters on; a shorter one is the start of a name. */
const TRIGRAM = 3;

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
    if (APPLICATION_ID.test(q)) {
      const ids = db
        .selectFrom('submissions')
        .select('application_id')
        .where('application_number', '=', q.toUpperCase());
      return eb.and([eb('ca.id', 'in', ids)]);
    }
    if (q.includes('@')) return eb.and([eb('ca.applicant_email', '>=', q), eb('ca.applicant_email', '<', q + LAST)]);
    if ([...q].length < TRIGRAM) return eb.and([eb('ca.company_key', '>=', q), eb('ca.company_key', '<', q + LAST)]);
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
