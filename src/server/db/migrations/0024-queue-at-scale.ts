import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * The queue at 100,000 applications (issue 28, docs/decisions/0012-staff-queue-in-index-order.md).
 *
 * Filters: each common pair of the queue's filters gets an index that holds both and then the queue's order
 * (`submitted_at, id`), so a filtered page and its bounded count read only the matching entries, in order; and the
 * open view (the default) gets one per single filter, partial as 0018's are, with the same literal condition.
 *
 * Search by name: a company name is found by any part of it (three characters or more), through a trigram index:
 * SQLite's FTS5 `trigram` tokenizer over `company_key`, kept by triggers, and PostgreSQL's `pg_trgm` GIN index
 * (a trusted extension since PostgreSQL 13: the database's owner may create it; Debian's package ships it).
 */
const OPEN = sql<boolean>`review_status in ('SUBMITTED', 'IN_REVIEW')`;

const INDEXES: ReadonlyArray<[name: string, columns: string[], where?: typeof OPEN]> = [
  ['status_state', ['review_status', 'address_state', 'submitted_at', 'id']],
  ['status_payment', ['review_status', 'payment_option', 'submitted_at', 'id']],
  ['state_payment', ['address_state', 'payment_option', 'submitted_at', 'id']],
  ['open_state', ['address_state', 'submitted_at', 'id'], OPEN],
  ['open_payment', ['payment_option', 'submitted_at', 'id'], OPEN],
];

/** The FTS5 table: an index only (its text stays in `credit_applications`), its rows the applications' rowids. */
const SEARCH = 'credit_applications_search';

const isPostgres = (db: AnyDatabase) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDatabase): Promise<void> {
  for (const [name, columns, where] of INDEXES) {
    let index = db.schema
      .createIndex(`credit_applications_queue_by_${name}`)
      .on('credit_applications')
      .columns(columns);
    if (where) index = index.where(where);
    await index.execute();
  }
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index credit_applications_queue_name_trigrams on credit_applications
      using gin (company_key gin_trgm_ops)`.execute(db);
    return;
  }
  await sql
    .raw(
      `create virtual table ${SEARCH} using fts5(company_key, content='credit_applications',
    tokenize='trigram')`,
    )
    .execute(db);
  // Only submitted applications have a key; the triggers follow it as it is set, changed or erased.
  await sql
    .raw(
      `create trigger ${SEARCH}_insert after insert on credit_applications
    when new.company_key is not null begin
      insert into ${SEARCH}(rowid, company_key) values (new.rowid, new.company_key);
    end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${SEARCH}_delete after delete on credit_applications
    when old.company_key is not null begin
      insert into ${SEARCH}(${SEARCH}, rowid, company_key) values ('delete', old.rowid, old.company_key);
    end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${SEARCH}_update_old after update of company_key on credit_applications
    when old.company_key is not null begin
      insert into ${SEARCH}(${SEARCH}, rowid, company_key) values ('delete', old.rowid, old.company_key);
    end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${SEARCH}_update_new after update of company_key on credit_applications
    when new.company_key is not null begin
      insert into ${SEARCH}(rowid, company_key) values (new.rowid, new.company_key);
    end`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into ${SEARCH}(rowid, company_key)
    select rowid, company_key from credit_applications where company_key is not null`,
    )
    .execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index credit_applications_queue_name_trigrams`.execute(db);
  } else {
    for (const suffix of ['insert', 'delete', 'update_old', 'update_new']) {
      await sql.raw(`drop trigger ${SEARCH}_${suffix}`).execute(db);
    }
    await sql.raw(`drop table ${SEARCH}`).execute(db);
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(`credit_applications_queue_by_${name}`).execute();
}
