import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './server-process.ts';

const SCRIPT = resolve(ROOT, 'scripts/pg-throwaway.sh');

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster from scripts/pg-throwaway.sh on `port` (`BENCH_PG_PORT`, 54377 unless set), or
 * undefined with the reason when this machine has no PostgreSQL: the SQLite figures are still worth printing.
 */
export function startThrowawayPostgres(
  port = Number(process.env.BENCH_PG_PORT ?? 54377),
): ThrowawayPostgres | { unavailable: string } {
  try {
    const url = execFileSync('bash', [SCRIPT, 'start', String(port)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    return { url, stop: () => execFileSync('bash', [SCRIPT, 'stop', String(port)], { stdio: 'ignore' }) };
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? (error as Error).message).trim();
    return { unavailable: stderr.split('\n').at(-1) ?? 'pg-throwaway.sh failed' };
  }
}
