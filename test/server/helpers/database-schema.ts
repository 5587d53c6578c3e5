import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';

type Rows = Record<string, unknown>[];

/**
 * What a migrated database consists of, apart from rows: its tables, columns, indexes, constraints and triggers,
 * and the migrations it recorded. Two databases with equal schemas answer every query of the product alike.
 */
export async function schemaOf(db: Kysely<Database>, kind: string): Promise<Record<string, Rows>> {
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows as Rows;
  const migrations = await rows(sql`select name from kysely_migration order by name`);
  if (kind === 'sqlite')
    return {
      migrations,
      objects: await rows(sql`select type, name, tbl_name, sql from sqlite_master order by type, name`),
    };
  return {
    migrations,
    columns: await rows(sql`
      select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`),
    indexes: await rows(sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    constraints: await rows(sql`
      select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition from pg_constraint
      where connamespace = 'public'::regnamespace order by on_table, conname`),
    triggers: await rows(sql`
      select tgrelid::regclass::text as on_table, tgname, pg_get_triggerdef(oid) as definition from pg_trigger
      where not tgisinternal order by on_table, tgname`),
    functions: await rows(sql`
      select proname, pg_get_functiondef(oid) as definition from pg_proc
      where pronamespace = 'public'::regnamespace order by proname`),
  };
}
