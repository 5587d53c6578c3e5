import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ListHashes } from '../../shared/staff/screening.ts';
import type { Database } from '../db/schema.ts';
import type { SanctionsListsTable } from '../db/schema-screening.ts';
import type { SdnEntry, SdnName } from './sanctions-csv.ts';

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 500;

/** A name of the latest list with its entry's program and countries, as screening compares it. */
export interface ListedName {
  entNum: number;
  name: string;
  program: string;
  countries: string[];
}

export interface NewList {
  listDate: string;
  source: string;
  hashes: ListHashes;
  loadedBy: string;
}

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** The SDN lists loaded: every list's date and hashes are kept; only the latest list's entries and names. */
export function createSanctionsLists(db: Kysely<Database>) {
  return {
    /** The list loaded last, or undefined when none ever was. */
    latest: () => db.selectFrom('sanctions_lists').selectAll().orderBy('loaded_at', 'desc').limit(1).executeTakeFirst(),

    byId: (id: string) => db.selectFrom('sanctions_lists').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Stores a list as the latest, in one transaction, dropping the entries and names of the lists before it. */
    async store(list: NewList, entries: SdnEntry[], names: SdnName[]): Promise<SanctionsListsTable> {
      const row: SanctionsListsTable = {
        id: randomUUID(),
        list_date: list.listDate,
        loaded_at: new Date().toISOString(),
        source: list.source,
        sdn_sha256: list.hashes.sdn,
        alt_sha256: list.hashes.alt,
        add_sha256: list.hashes.add,
        entries: entries.length,
        loaded_by: list.loadedBy,
      };
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sanctions_names').execute();
        await trx.deleteFrom('sanctions_entries').execute();
        await trx.insertInto('sanctions_lists').values(row).execute();
        await insertInBatches(entries, (batch) =>
          trx
            .insertInto('sanctions_entries')
            .values(
              batch.map((entry) => ({
                list_id: row.id,
                ent_num: entry.entNum,
                sdn_name: entry.sdnName,
                sdn_type: entry.sdnType,
                program: entry.program,
                countries: entry.countries.join('; '),
              })),
            )
            .execute(),
        );
        await insertInBatches(names, (batch) =>
          trx
            .insertInto('sanctions_names')
            .values(batch.map((name) => ({ list_id: row.id, ent_num: name.entNum, name: name.name })))
            .execute(),
        );
      });
      return row;
    },

    /** Every name of a list with its entry's program and countries. */
    async names(listId: string): Promise<ListedName[]> {
      const rows = await db
        .selectFrom('sanctions_names')
        .innerJoin('sanctions_entries', (join) =>
          join
            .onRef('sanctions_entries.list_id', '=', 'sanctions_names.list_id')
            .onRef('sanctions_entries.ent_num', '=', 'sanctions_names.ent_num'),
        )
        .select(['sanctions_names.ent_num', 'sanctions_names.name', 'sanctions_entries.program', 'countries'])
        .where('sanctions_names.list_id', '=', listId)
        .execute();
      return rows.map((row) => ({
        entNum: Number(row.ent_num),
        name: row.name,
        program: row.program,
        countries: row.countries ? row.countries.split('; ') : [],
      }));
    },
  };
}
