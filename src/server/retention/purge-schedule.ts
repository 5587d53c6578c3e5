import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Purge, PurgeReport } from './purge.ts';

const JOB = 'retention-purge';
const DAY_MS = 86_400_000;
/** The first look after a start: late enough not to compete with start-up, soon enough for a short-lived server. */
const FIRST_CHECK_MS = 60_000;

/**
 * Claims today's purge for this server: one conditional UPDATE moves the job's last start to `now` if it was a day
 * ago or more. Servers sharing a database race on the same row; the database lets one update win (the row's lock on
 * PostgreSQL, the single writer on SQLite), so one server runs the day's purge.
 */
export async function claimDailyRun(db: Kysely<Database>, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_runs')
    .set({ started_at: now.toISOString() })
    .where('job', '=', JOB)
    .where('started_at', '<=', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts of a run for the log: never an id of a person. */
const summary = (report: PurgeReport) => ({ drafts: report.drafts.length, records: report.records.length });

/**
 * The daily purge inside the server: a timer (unreferenced, so it never keeps a process alive) looks every
 * `checkMs` whether the day's run is due and claims it; the first look comes a minute after start, so starting is
 * not slowed. Stops with the app.
 */
export function createPurgeSchedule(db: Kysely<Database>, purge: Purge, checkMs: number, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const check = () => {
    running ??= (async () => {
      try {
        if (!(await claimDailyRun(db, new Date()))) return;
        const report = await purge.run();
        log.info(summary(report), 'retention purge done');
      } catch (error) {
        log.error({ err: error }, 'retention purge failed; the next check tries again tomorrow');
      } finally {
        running = undefined;
      }
    })();
  };

  return {
    start() {
      timer = setTimeout(
        () => {
          check();
          timer = setInterval(check, checkMs).unref();
        },
        Math.min(FIRST_CHECK_MS, checkMs),
      ).unref();
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}
