import { sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/** Accounts and their credit applications. Text columns throughout, so the SQL is the same on both databases. */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('recovery_question_key', 'text', (column) => column.notNull())
    .addColumn('recovery_answer_hash', 'text', (column) => column.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('credit_applications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('DRAFT'))
    .addColumn('data', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('credit_applications_status', sql`status in ('DRAFT', 'SUBMITTED')`)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('credit_applications').execute();
  await db.schema.dropTable('users').execute();
}
