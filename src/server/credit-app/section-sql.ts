import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Section names are the wizard's identifiers (schemas/wizard.json); anything else never reaches SQL as a path. */
const SECTION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * `credit_applications.data` with its key `name` set to the JSON text `valueText`, computed by the database in the
 * statement that writes it, so a save needs no read of the row first. The other sections stay as they are, text for
 * text and in their order, the new key last, as `{ ...data, [name]: value }` in JavaScript would leave them: SQLite's
 * `json_set` keeps order; on PostgreSQL the `json` type (not `jsonb`, which sorts keys) is taken apart with
 * `json_each` and put together again in its order.
 */
export function dataWithSection(db: Kysely<Database>, name: string, valueText: string): RawBuilder<string> {
  if (!SECTION_NAME.test(name)) throw new Error(`not a section name: ${name}`);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    return sql<string>`json_set(data, ${`$.${name}`}, json(${valueText}))`;
  return sql<string>`(
    select json_object_agg(merged.key, merged.value order by merged.ord)::text
    from (
      select entry.key, case when entry.key = ${name} then ${valueText}::json else entry.value end as value, entry.ord
      from json_each(credit_applications.data::json) with ordinality as entry(key, value, ord)
      union all
      select ${name}::text, ${valueText}::json, 9223372036854775807
      where credit_applications.data::json -> ${name}::text is null
    ) as merged
  )`;
}
