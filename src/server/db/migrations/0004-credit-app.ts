import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * The application steps (issue 5). `credit_applications.revision` counts the writes of an application's data:
 * a step's save reads the data, changes its own section and writes it back only if the revision is still the one
 * it read, so two saves at once (two tabs, two servers) never lose each other's sections.
 * `tax_forms` lists the uploaded tax-exemption certificates; the files themselves live under the data folder,
 * named by `storage_key`, never by the name the user gave them.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable('credit_applications')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tax_forms')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('tax_forms_user').on('tax_forms').columns(['user_id', 'created_at']).execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('tax_forms').execute();
  await db.schema.alterTable('credit_applications').dropColumn('revision').execute();
}
