import { sql, type Kysely, type Migration } from 'kysely';
import type { FieldCipher } from '../../crypto/field-cipher.ts';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

/** Rows read and rewritten per statement, so an install of any size is converted in bounded memory. */
const BATCH = 500;

type Business = Record<string, unknown>;

/**
 * Rewrites the `businessInfo` of every `credit_applications.data` that `convert` changes, in batches by id; each
 * rewrite counts as a write of the data (`revision`), so a save that read the row before is refused, not lost.
 */
async function rewriteBusinessInfo(db: AnyDatabase, convert: (business: Business) => Business | undefined) {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; data: string }>`
      select id, data from credit_applications where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const data = JSON.parse(row.data) as { businessInfo?: Business };
      const converted = data.businessInfo && convert(data.businessInfo);
      if (!converted) continue;
      await sql`update credit_applications set data = ${JSON.stringify({ ...data, businessInfo: converted })},
        revision = revision + 1 where id = ${row.id}`.execute(db);
    }
  }
}

/**
 * The federal tax ID encrypted at rest (issue 24): a sole proprietor's is often their own SSN, so it is kept as the
 * SSNs are, a ciphertext of the data key (`federalTaxIdEncrypted` in place of `federalTaxId`). Needs the app's
 * field cipher, which `migrateToLatest` hands in.
 */
export function taxIdAtRest(cipher: FieldCipher): Migration {
  return {
    async up(db: AnyDatabase) {
      await rewriteBusinessInfo(db, ({ federalTaxId, ...fields }) =>
        typeof federalTaxId === 'string'
          ? { ...fields, federalTaxIdEncrypted: cipher.encrypt(federalTaxId) }
          : undefined,
      );
    },
    async down(db: AnyDatabase) {
      await rewriteBusinessInfo(db, ({ federalTaxIdEncrypted, ...fields }) =>
        typeof federalTaxIdEncrypted === 'string'
          ? { ...fields, federalTaxId: cipher.decrypt(federalTaxIdEncrypted) }
          : undefined,
      );
    },
  };
}
