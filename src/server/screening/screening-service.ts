import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Screening } from '../../shared/staff/screening.ts';
import { UNDECIDED_STATUSES } from '../../shared/staff/review-status.ts';
import type { Database } from '../db/schema.ts';
import type { AuditTrail } from '../staff/repositories/audit-trail.ts';
import { findHits, prepareList, type PreparedListedName } from './find-hits.ts';
import { parseSdnFiles, type SdnFiles } from './sanctions-csv.ts';
import { createSanctionsLists } from './sanctions-lists.ts';
import { createScreeningStore } from './screening-store.ts';
import { screeningSubjects } from './screening-subjects.ts';

/** Who loads a list, for the audit trail: the command line's `cli:<OS user>` on its host. */
export interface ListLoader {
  actor: string;
  ip: string;
}

export interface ScreeningServices {
  db: Kysely<Database>;
  audit: AuditTrail;
  /** The threshold in force: the credit policy's (`screeningThreshold`), read at each screening. */
  threshold: () => number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Sanctions screening (contract section 11): loading the SDN list, screening an application's names against the
 * latest list, re-screening the undecided applications when a new list arrives, and the state approval reads.
 */
export function createScreening({ db, audit, threshold }: ScreeningServices) {
  const lists = createSanctionsLists(db);
  const store = createScreeningStore(db);
  // The latest list's names, normalized once: a screening compares a handful of names with tens of thousands.
  let cached: { listId: string; names: PreparedListedName[] } | undefined;

  const namesOf = async (listId: string) => {
    if (cached?.listId !== listId) cached = { listId, names: prepareList(await lists.names(listId)) };
    return cached.names;
  };

  /** Screens one application against the latest list (or records that none is loaded). */
  const screen = async (applicationId: string): Promise<void> => {
    const list = await lists.latest();
    const subjects = await screeningSubjects(db, applicationId);
    const found = list ? findHits(subjects, await namesOf(list.id), threshold()) : [];
    await store.replace(applicationId, list?.id ?? null, found);
  };

  /** Screens every submitted application still waiting for a decision; answers how many. */
  const rescreenUndecided = async (): Promise<number> => {
    const undecided = await db
      .selectFrom('credit_applications')
      .select('id')
      .where('review_status', 'in', UNDECIDED_STATUSES)
      .execute();
    for (const { id } of undecided) await screen(id);
    return undecided.length;
  };

  return {
    screen,
    rescreenUndecided,

    /**
     * Screens the application when it never was, or was against a list older than the latest (a screening that
     * failed after a submit, or an application submitted while a list was being loaded): what approval and the
     * console read is then always against the latest list.
     */
    async ensureCurrent(applicationId: string): Promise<void> {
      const screenedAgainst = await store.listOf(applicationId);
      if (screenedAgainst === undefined) return screen(applicationId);
      const latest = await lists.latest();
      if (latest && latest.id !== screenedAgainst) await screen(applicationId);
    },

    /**
     * Loads a list from its three files as the latest, then re-screens the undecided applications against it, and
     * writes a `SANCTIONS_LIST_LOADED` row to the audit trail with the list's date, hashes and how many applications
     * were screened again.
     */
    async load(files: SdnFiles, meta: { listDate: string; source: string }, loader: ListLoader) {
      const { entries, names } = parseSdnFiles(files);
      const hashes = { sdn: sha256(files.sdn), alt: sha256(files.alt), add: sha256(files.add) };
      const list = await lists.store({ ...meta, hashes, loadedBy: loader.actor }, entries, names);
      const rescreened = await rescreenUndecided();
      await audit.append({
        staffId: null,
        actor: loader.actor,
        ip: loader.ip,
        applicationId: null,
        action: 'SANCTIONS_LIST_LOADED',
        detail: { listDate: list.list_date, source: list.source, hashes, entries: entries.length, rescreened },
      });
      return { listDate: list.list_date, hashes, entries: entries.length, names: names.length, rescreened };
    },

    view: (applicationId: string): Promise<Screening> => store.view(applicationId),
    uncleared: (applicationId: string) => store.uncleared(applicationId),
    store,
  };
}

export type ScreeningService = ReturnType<typeof createScreening>;
