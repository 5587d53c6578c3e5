import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * SQLite cannot drop a NOT NULL: the table is rebuilt from its own current definition (whatever columns earlier
 * migrations gave it), with `staff_id` nullable, its rows copied, and its indexes and triggers made again, in one
 * transaction. Nothing refers to `application_decisions`, so dropping the old table loses nothing.
 */
async function sqliteStaffIdNullable(db: AnyDatabase): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const objects = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where tbl_name = 'application_decisions'`.execute(trx);
    const table = objects.rows.find((row) => row.type === 'table')?.sql ?? '';
    const rebuilt = table
      .replace(/^create table ["`]?application_decisions["`]?/i, 'create table "application_decisions_0022"')
      .replace(/(["`]?staff_id["`]?\s+text)\s+not null/i, '$1');
    if (rebuilt === table || /staff_id["`]?\s+text\s+not null/i.test(rebuilt)) {
      throw new Error(`application_decisions has a definition this migration does not know: ${table}`);
    }
    const others = objects.rows.filter((row) => row.type !== 'table' && row.sql !== null);
    await sql.raw(rebuilt).execute(trx);
    await sql`insert into application_decisions_0022 select * from application_decisions`.execute(trx);
    await sql`drop table application_decisions`.execute(trx);
    await sql`alter table application_decisions_0022 rename to application_decisions`.execute(trx);
    for (const object of others) await sql.raw(object.sql!).execute(trx);
  });
}

/**
 * The credit policy (issue 27). A decision made by the policy itself (auto-approval under the ceiling) has no staff
 * member, so `staff_id` may be null, its audit row names the actor `policy`. Each decision keeps the id of the
 * policy's version in force and the recommendation it made then; `credit_policy_versions` keeps each version's
 * content by its id (a hash of the content), so an old decision's policy can be read after the file changed.
 */
export async function up(db: AnyDatabase): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table application_decisions alter column staff_id drop not null`.execute(db);
  } else {
    await sqliteStaffIdNullable(db);
  }
  await db.schema.alterTable('application_decisions').addColumn('policy_version', 'text').execute();
  await db.schema.alterTable('application_decisions').addColumn('recommendation', 'text').execute();
  await db.schema
    .createTable('credit_policy_versions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('policy', 'text', (column) => column.notNull())
    .addColumn('first_used_at', 'text', (column) => column.notNull())
    .execute();
}

/** Leaves `staff_id` nullable: a decision by the policy could not be given a member back. */
export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('credit_policy_versions').execute();
  await db.schema.alterTable('application_decisions').dropColumn('recommendation').execute();
  await db.schema.alterTable('application_decisions').dropColumn('policy_version').execute();
}
