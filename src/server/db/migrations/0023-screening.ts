import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Sanctions screening (issue 27, contract section 11). `sanctions_lists` keeps every SDN list ever loaded: its date,
 * where it came from and the SHA-256 of each of its three files, so a screening names exactly the list it used.
 * `sanctions_entries` and `sanctions_names` hold the entries and every name (the primary one and each alias) of the
 * latest list only: a new list replaces them. `application_screenings` is an application's latest screening (the
 * list it used, or none when no list was loaded) and `screening_hits` its hits, each cleared or not.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('sanctions_lists')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('list_date', 'text', (column) => column.notNull())
    .addColumn('loaded_at', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('sdn_sha256', 'text', (column) => column.notNull())
    .addColumn('alt_sha256', 'text', (column) => column.notNull())
    .addColumn('add_sha256', 'text', (column) => column.notNull())
    .addColumn('entries', 'integer', (column) => column.notNull())
    .addColumn('loaded_by', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('sanctions_entries')
    .addColumn('list_id', 'text', (column) => column.notNull().references('sanctions_lists.id'))
    .addColumn('ent_num', 'integer', (column) => column.notNull())
    .addColumn('sdn_name', 'text', (column) => column.notNull())
    .addColumn('sdn_type', 'text', (column) => column.notNull())
    .addColumn('program', 'text', (column) => column.notNull())
    .addColumn('countries', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('sanctions_entries_pk', ['list_id', 'ent_num'])
    .execute();
  await db.schema
    .createTable('sanctions_names')
    .addColumn('list_id', 'text', (column) => column.notNull().references('sanctions_lists.id'))
    .addColumn('ent_num', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sanctions_names_by_list').on('sanctions_names').column('list_id').execute();

  await db.schema
    .createTable('application_screenings')
    .addColumn('application_id', 'text', (column) =>
      column.primaryKey().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('list_id', 'text', (column) => column.references('sanctions_lists.id'))
    .addColumn('screened_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('screening_hits')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('who', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('entry', 'integer', (column) => column.notNull())
    .addColumn('listed_name', 'text', (column) => column.notNull())
    .addColumn('program', 'text', (column) => column.notNull())
    .addColumn('countries', 'text', (column) => column.notNull())
    .addColumn('score', 'real', (column) => column.notNull())
    .addColumn('cleared_at', 'text')
    .addColumn('cleared_by', 'text')
    .addColumn('clear_reason', 'text')
    .execute();
  await db.schema.createIndex('screening_hits_by_application').on('screening_hits').column('application_id').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const table of ['screening_hits', 'application_screenings', 'sanctions_names', 'sanctions_entries']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('sanctions_lists').execute();
}
