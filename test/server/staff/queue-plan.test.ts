import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import { QUEUE_SORTS } from '../../../src/shared/staff/queue.ts';
import type { QueueFilter } from '../../../src/server/staff/repositories/queue.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';

/** The views' filters as the queue route makes them (src/server/staff/routes/queue-routes.ts). */
const VIEWS: Record<string, QueueFilter> = {
  open: { open: true },
  mine: { open: true, assignee: '00000000-0000-4000-8000-000000000000' },
  unassigned: { open: true, assignee: 'none' },
  overdue: { open: true, submittedBefore: '2026-01-01T00:00:00.000Z' },
  all: {},
};

/** The sorts whose order an assignee's index (assignee_id, submitted_at, id) gives. */
const BY_SUBMISSION = new Set(['newest', 'oldest']);

/**
 * Each view and sort reads a page in an index's order (docs/decisions/0012-staff-queue-in-index-order.md): the plan
 * sorts nothing. On SQLite, EXPLAIN QUERY PLAN; on PostgreSQL, EXPLAIN with sequential scans and sorts priced out of
 * reach, so that a plan without a Sort node exists only when an index gives the order.
 */
describeOnEachDatabase('the queue reads each sort in index order on $name', (suite) => {
  const plan = async (filter: QueueFilter, sort: (typeof QUEUE_SORTS)[number]) => {
    const query = suite.app.staff.queue.pageIds(filter, sort, { page: 1, pageSize: 25 }).compile();
    if (suite.kind.name === 'sqlite') {
      const { rows } = await suite.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => row.detail).join('\n');
    }
    return suite.app.db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
      await connection.executeQuery(CompiledQuery.raw('set enable_sort = off'));
      try {
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await connection.executeQuery(CompiledQuery.raw('reset all'));
      }
    });
  };

  it('reads every view and sort through an index; the whole history in index order', async () => {
    const plans: string[] = [];
    for (const [view, filter] of Object.entries(VIEWS)) {
      for (const sort of QUEUE_SORTS) {
        if (filter.assignee && !BY_SUBMISSION.has(sort)) continue;
        plans.push(`${view} by ${sort}: ${(await plan(filter, sort)).replace(/\n/g, ' | ')}`);
      }
    }
    expect(plans.filter((text) => !/credit_applications_queue/.test(text))).toEqual([]);
    // The history (view "all") is never sorted: it grows without end.
    expect(plans.filter((text) => text.startsWith('all ') && /TEMP B-TREE|Sort/.test(text))).toEqual([]);
    // An open view may sort what it read (SQLite without statistics does), but only rows found by status or
    // assignee: the undecided applications, a few hundred, never the history.
    const sortedOpen = plans.filter((text) => /TEMP B-TREE|Sort/.test(text));
    expect(sortedOpen.filter((text) => !/\((review_status|assignee_id)=\?/.test(text))).toEqual([]);
    if (suite.kind.name !== 'sqlite') expect(sortedOpen).toEqual([]);
  });
});
