import { join } from 'node:path';
import type { DatabaseConfig } from '../../../src/server/config.ts';
import type { BenchContext } from './context.ts';
import type { Figure } from './figures.ts';
import { startThrowawayPostgres } from './postgres.ts';

/** Measures one database: its name for the figures, its config for a direct connection, and its URL for a server. */
export type DatabaseMeasure = (name: string, database: DatabaseConfig, url: string) => Promise<Figure[]>;

/**
 * Runs `measure` on a fresh SQLite file, then on a throwaway PostgreSQL cluster when this machine can start one
 * (without it, the SQLite figures are still worth printing, with a warning that says why there are no others).
 */
export async function measureOnEachDatabase(
  bench: BenchContext,
  suite: string,
  measure: DatabaseMeasure,
): Promise<Figure[]> {
  const sqlitePath = join(bench.tempDir(`${suite}-sqlite`), 'app.db');
  const figures = await measure('SQLite', { kind: 'sqlite', path: sqlitePath }, `sqlite:${sqlitePath}`);
  const postgres = startThrowawayPostgres();
  if ('unavailable' in postgres) {
    console.warn(`[bench] ${suite}: no PostgreSQL figures (${postgres.unavailable})`);
    return figures;
  }
  try {
    return [...figures, ...(await measure('PostgreSQL', { kind: 'postgres', url: postgres.url }, postgres.url))];
  } finally {
    postgres.stop();
  }
}
