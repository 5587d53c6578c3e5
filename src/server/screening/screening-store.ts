import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Screening, ScreenedParty, ScreeningHit } from '../../shared/staff/screening.ts';
import type { Database } from '../db/schema.ts';
import type { ScreeningHitsTable } from '../db/schema-screening.ts';
import { staffName } from '../staff/staff-name.ts';

/** A hit as screening finds it, before it is stored (and so before it has an id or a clearance). */
export type FoundHit = Omit<ScreeningHit, 'id' | 'cleared'>;

/** The same hit again: the same name of the same party against the same name of the same entry. */
const keyOf = (hit: { who: string; name: string; entry: number; listed_name?: string; listedName?: string }) =>
  JSON.stringify([hit.who, hit.name, hit.entry, hit.listed_name ?? hit.listedName]);

/** Scores are kept to four decimals: the same on both databases, and all a reader compares. */
const rounded = (score: number) => Math.round(score * 10_000) / 10_000;

/** An application's screenings and hits in the database. */
export function createScreeningStore(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    /**
     * Stores an application's latest screening against `listId` (null: no list loaded) with its hits. A hit found
     * again keeps its id and its clearing, so a manager's clearing holds across new lists as long as the same name
     * matches the same entry's same name; a hit not found any more is dropped (its clearing stays in the audit
     * trail). One transaction; on PostgreSQL the screening's row is locked first, so two screenings of one
     * application (a submit and a new list) write one after the other.
     */
    async replace(applicationId: string, listId: string | null, found: FoundHit[]): Promise<void> {
      const screenedAt = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('application_screenings')
          .values({ application_id: applicationId, list_id: listId, screened_at: screenedAt })
          .onConflict((conflict) => conflict.column('application_id').doNothing())
          .execute();
        await trx
          .selectFrom('application_screenings')
          .select('application_id')
          .where('application_id', '=', applicationId)
          .$if(postgres, (query) => query.forUpdate())
          .execute();
        await trx
          .updateTable('application_screenings')
          .set({ list_id: listId, screened_at: screenedAt })
          .where('application_id', '=', applicationId)
          .execute();
        const before = new Map(
          (
            await trx.selectFrom('screening_hits').selectAll().where('application_id', '=', applicationId).execute()
          ).map((hit) => [keyOf(hit), hit]),
        );
        for (const hit of found) {
          const values = { program: hit.program, countries: hit.countries.join('; '), score: rounded(hit.score) };
          const kept = before.get(keyOf(hit));
          before.delete(keyOf(hit));
          if (kept) {
            await trx.updateTable('screening_hits').set(values).where('id', '=', kept.id).execute();
            continue;
          }
          const row: ScreeningHitsTable = {
            id: randomUUID(),
            application_id: applicationId,
            who: hit.who,
            name: hit.name,
            entry: hit.entry,
            listed_name: hit.listedName,
            ...values,
            cleared_at: null,
            cleared_by: null,
            clear_reason: null,
          };
          await trx.insertInto('screening_hits').values(row).execute();
        }
        const gone = [...before.values()].map((hit) => hit.id);
        if (gone.length > 0) await trx.deleteFrom('screening_hits').where('id', 'in', gone).execute();
      });
    },

    /** The list an application was last screened against (null: none loaded then), or undefined: never screened. */
    async listOf(applicationId: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('application_screenings')
        .select('list_id')
        .where('application_id', '=', applicationId)
        .executeTakeFirst();
      return row ? row.list_id : undefined;
    },

    /** The application's latest screening as the console reads it. */
    async view(applicationId: string): Promise<Screening> {
      const screening = await db
        .selectFrom('application_screenings')
        .leftJoin('sanctions_lists', 'sanctions_lists.id', 'application_screenings.list_id')
        .select(['screened_at', 'sanctions_lists.id', 'list_date', 'sdn_sha256', 'alt_sha256', 'add_sha256'])
        .where('application_id', '=', applicationId)
        .executeTakeFirst();
      const hits = await db
        .selectFrom('screening_hits')
        .leftJoin('staff_members', 'staff_members.id', 'screening_hits.cleared_by')
        .selectAll('screening_hits')
        .select(['staff_members.email', 'staff_members.display_name'])
        .where('application_id', '=', applicationId)
        .orderBy('score', 'desc')
        .orderBy('entry')
        .execute();
      const listHashes = screening?.id
        ? { sdn: screening.sdn_sha256 ?? '', alt: screening.alt_sha256 ?? '', add: screening.add_sha256 ?? '' }
        : null;
      return {
        listDate: screening?.list_date ?? null,
        listHashes,
        screenedAt: screening?.screened_at ?? null,
        hits: hits.map((hit): ScreeningHit => ({
          id: hit.id,
          who: hit.who as ScreenedParty,
          name: hit.name,
          entry: Number(hit.entry),
          listedName: hit.listed_name,
          program: hit.program,
          countries: hit.countries ? hit.countries.split('; ') : [],
          score: Number(hit.score),
          ...(hit.cleared_at && {
            cleared: {
              at: hit.cleared_at,
              by: hit.email === null ? null : staffName({ display_name: hit.display_name, email: hit.email }),
              reason: hit.clear_reason ?? '',
            },
          }),
        })),
      };
    },

    /** Clears a hit not cleared yet, in `trx`; answers the hit, or undefined when there is no such uncleared hit. */
    async clear(trx: Kysely<Database>, applicationId: string, hitId: string, staffId: string, reason: string) {
      const cleared = await trx
        .updateTable('screening_hits')
        .set({ cleared_at: new Date().toISOString(), cleared_by: staffId, clear_reason: reason })
        .where('id', '=', hitId)
        .where('application_id', '=', applicationId)
        .where('cleared_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return cleared;
    },

    /** How many hits of the application are not cleared. */
    async uncleared(applicationId: string): Promise<number> {
      const row = await db
        .selectFrom('screening_hits')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('application_id', '=', applicationId)
        .where('cleared_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
