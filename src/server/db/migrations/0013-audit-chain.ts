import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { chainHash, GENESIS_HASH } from '../../staff/audit/audit-chain.ts';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

const REFUSAL = 'staff_audit is append-only: its rows cannot be changed or deleted';

/**
 * The audit trail becomes one the product cannot change (issue 24): the database refuses UPDATE and DELETE of its
 * rows (and TRUNCATE on PostgreSQL) with triggers, whoever connects; and each row carries a hash over the one before
 * (`seq` orders the chain), so a row removed behind the triggers' back shows. `staff_audit_head` holds the last
 * `seq` and hash: appending takes its one row first, which serializes appends across servers. Rows written before
 * are chained here in the order they were written; the applicant's rows (no member) get the actor `applicant`.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable('staff_audit')
    .addColumn('seq', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('staff_audit').addColumn('actor', 'text').execute();
  await db.schema
    .alterTable('staff_audit')
    .addColumn('hash', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('staff_audit_head')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .execute();

  const table = db as Kysely<{ staff_audit: Record<string, string | number | null> }>;
  const rows = await table.selectFrom('staff_audit').selectAll().orderBy('at').orderBy('id').execute();
  let hash = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    const chained = {
      seq: index + 1,
      id: String(row.id),
      at: String(row.at),
      application_id: row.application_id === null ? null : String(row.application_id),
      staff_id: row.staff_id === null ? null : String(row.staff_id),
      actor: row.staff_id === null ? 'applicant' : null,
      action: String(row.action),
      detail: String(row.detail),
      ip: String(row.ip),
    };
    hash = chainHash(hash, chained);
    await table
      .updateTable('staff_audit')
      .set({ seq: chained.seq, actor: chained.actor, hash })
      .where('id', '=', chained.id)
      .execute();
  }
  await sql`insert into staff_audit_head (id, seq, hash) values (1, ${rows.length}, ${hash})`.execute(db);
  await db.schema.createIndex('staff_audit_seq').on('staff_audit').column('seq').unique().execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function staff_audit_refuse() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(REFUSAL)}' using errcode = 'insufficient_privilege';
      end
      $$`.execute(db);
    await sql`create trigger staff_audit_append_only before update or delete on staff_audit
      for each row execute function staff_audit_refuse()`.execute(db);
    await sql`create trigger staff_audit_no_truncate before truncate on staff_audit
      for each statement execute function staff_audit_refuse()`.execute(db);
    await sql`create trigger staff_audit_head_kept before delete or truncate on staff_audit_head
      for each statement execute function staff_audit_refuse()`.execute(db);
  } else {
    for (const [name, event, on] of [
      ['staff_audit_no_update', 'update', 'staff_audit'],
      ['staff_audit_no_delete', 'delete', 'staff_audit'],
      ['staff_audit_head_kept', 'delete', 'staff_audit_head'],
    ]) {
      await sql`create trigger ${sql.raw(name)} before ${sql.raw(event)} on ${sql.raw(on)}
        begin select raise(abort, '${sql.raw(REFUSAL)}'); end`.execute(db);
    }
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger staff_audit_append_only on staff_audit`.execute(db);
    await sql`drop trigger staff_audit_no_truncate on staff_audit`.execute(db);
    await sql`drop trigger staff_audit_head_kept on staff_audit_head`.execute(db);
    await sql`drop function staff_audit_refuse()`.execute(db);
  } else {
    for (const name of ['staff_audit_no_update', 'staff_audit_no_delete', 'staff_audit_head_kept']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropIndex('staff_audit_seq').execute();
  await db.schema.dropTable('staff_audit_head').execute();
  for (const column of ['hash', 'actor', 'seq']) {
    await db.schema.alterTable('staff_audit').dropColumn(column).execute();
  }
}
