import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/**
 * Staff sign-in through the company's OpenID Connect provider (issue 24). A member signed in that way is linked to
 * the provider's account (issuer and subject), so an email address the company later gives someone else does not
 * open the earlier holder's account. `staff_oidc_flows` holds each sign-in under way (the state, nonce and PKCE
 * verifier, by the hash of the browser's cookie) until the provider sends the browser back; `staff_oidc_handoffs`
 * the one-time codes the console trades for a session, by their hash. Both are spent by deleting their row.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('oidc_issuer', 'text').execute();
  await db.schema.alterTable('staff_members').addColumn('oidc_subject', 'text').execute();
  await db.schema
    .createIndex('staff_members_oidc_account')
    .unique()
    .on('staff_members')
    .columns(['oidc_issuer', 'oidc_subject'])
    .execute();

  await db.schema
    .createTable('staff_oidc_flows')
    .addColumn('browser_hash', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('code_verifier_encrypted', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_oidc_flows_expiry').on('staff_oidc_flows').column('expires_at').execute();

  await db.schema
    .createTable('staff_oidc_handoffs')
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('browser_hash', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff_members.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_oidc_handoffs_expiry').on('staff_oidc_handoffs').column('expires_at').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('staff_oidc_handoffs').execute();
  await db.schema.dropTable('staff_oidc_flows').execute();
  await db.schema.dropIndex('staff_members_oidc_account').execute();
  await db.schema.alterTable('staff_members').dropColumn('oidc_subject').execute();
  await db.schema.alterTable('staff_members').dropColumn('oidc_issuer').execute();
}
