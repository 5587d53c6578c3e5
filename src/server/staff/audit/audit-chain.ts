import { createHash } from 'node:crypto';
import type { StaffAuditTable } from '../../db/schema.ts';

/** The hash that the first row of the trail follows. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The fields of a trail row that its hash covers: all of them but the hash itself (`detail` as the JSON text stored,
 * hashed as it is, so no re-serialization can change it).
 */
export type ChainedRow = Omit<StaffAuditTable, 'hash'>;

/**
 * The hash of a trail row: SHA-256 (hex) of the previous row's hash and the row's fields in a fixed order, as one
 * JSON array (JSON quotes every text, so no field can run into the next). Each row thus vouches for every row
 * before it: a row changed or removed breaks the hash of the row after it, which `verifyAuditChain` finds.
 */
export function chainHash(previousHash: string, row: ChainedRow): string {
  const fields = [row.seq, row.id, row.at, row.application_id, row.staff_id, row.actor, row.action, row.detail, row.ip];
  return createHash('sha256')
    .update(`${previousHash}\n${JSON.stringify(fields)}`)
    .digest('hex');
}
