import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { chainHash, GENESIS_HASH } from './audit-chain.ts';

/** Rows read at a time: the trail may be long, the check walks it in pages. */
const BATCH = 1000;

/** The first row where the chain breaks, and why. */
interface ChainBreak {
  /** The row's `seq`, or the head's when the rows end too early. */
  seq: number;
  id: string | null;
  at: string | null;
  reason: string;
}

export interface ChainReport {
  /** How many rows were checked. */
  rows: number;
  /** The hash of the last row checked: kept elsewhere, it shows a chain rewritten from an earlier row on. */
  lastHash: string;
  /** Undefined when every row's hash matches its fields and the row before, without a gap. */
  broken?: ChainBreak;
}

/**
 * Walks the trail in `seq` order and recomputes each row's hash from the one before. A row removed shows as a gap
 * in `seq` (named at the row after it); a row changed, as a hash that does not match; the last rows removed, as a
 * head (`staff_audit_head`) further on than the last row.
 */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainReport> {
  let previous = { seq: 0, hash: GENESIS_HASH };
  let rows = 0;
  const brokenAt = (broken: ChainBreak): ChainReport => ({ rows, lastHash: previous.hash, broken });
  for (;;) {
    const batch = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('seq', '>', previous.seq)
      .orderBy('seq')
      .limit(BATCH)
      .execute();
    for (const row of batch) {
      const at = { seq: Number(row.seq), id: row.id, at: row.at };
      if (at.seq !== previous.seq + 1) {
        const missing =
          at.seq === previous.seq + 2 ? `row ${previous.seq + 1} is` : `rows ${previous.seq + 1} to ${at.seq - 1} are`;
        return brokenAt({ ...at, reason: `${missing} missing before it` });
      }
      if (chainHash(previous.hash, { ...row, seq: at.seq }) !== row.hash) {
        return brokenAt({ ...at, reason: 'its hash does not match its fields and the row before it' });
      }
      previous = { seq: at.seq, hash: row.hash };
      rows += 1;
    }
    if (batch.length < BATCH) break;
  }
  const head = await db.selectFrom('staff_audit_head').select(['seq', 'hash']).executeTakeFirst();
  if (!head) return brokenAt({ seq: previous.seq, id: null, at: null, reason: 'the chain head is missing' });
  if (Number(head.seq) !== previous.seq) {
    const reason = `the trail ends at row ${previous.seq}, its head at row ${head.seq}: the last rows are missing`;
    return brokenAt({ seq: Number(head.seq), id: null, at: null, reason });
  }
  if (head.hash !== previous.hash) {
    const reason = `the head's hash is not that of the last row: the last row was replaced`;
    return brokenAt({ seq: previous.seq, id: null, at: null, reason });
  }
  return { rows, lastHash: previous.hash };
}
