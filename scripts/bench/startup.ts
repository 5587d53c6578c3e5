import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../lib/server-process.ts';
import { figure, overBy, verdictOf, type Figure } from './lib/figures.ts';
import { newSecrets, ROOT } from './lib/server-process.ts';
import { median } from './lib/stats.ts';

/** The target: a restart with unchanged forms answers its health check within two seconds. */
const TARGET_MS = 2000;
const RUNS = 5;
/** How often the health check is asked while timing: the figure is at most this late. */
const POLL_MS = 10;

/**
 * Milliseconds from spawning `command` until `GET /api/health` first answers 200, then the server is stopped. Every
 * start uses the same database and secrets, as a restart does: the schema is current after the first.
 */
async function timedStart(command: readonly string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess(env, { command, pollMs: POLL_MS, healthTimeoutMs: 120_000 });
  const elapsed = performance.now() - started;
  await server.kill('SIGTERM');
  return Math.round(elapsed);
}

async function timedStarts(command: readonly string[], env: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await timedStart(command, env));
  return times;
}

/**
 * `startup`: the real `npm start`, timed from spawn to the health check's first 200 with unchanged forms (the
 * start-up check's cache holds them), median of five starts after one that builds what is out of date and checks
 * the forms. The baseline is the same launcher run from its TypeScript source through npm and tsx, as `npm start`
 * ran it before it ran the built server (dist/server/).
 */
export async function startupSuite(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  try {
    const secrets = newSecrets();
    const env = {
      DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
      JWT_SECRET: secrets.jwtSecret,
      DATA_KEY: secrets.dataKey.toString('base64'),
      OUTBOX_DIR: join(dir, 'outbox'),
      UPLOADS_DIR: join(dir, 'uploads'),
    };
    await timedStart(['npm', 'start'], env);
    const times = await timedStarts(['npm', 'start'], env);
    const fromSource = await timedStarts(['npm', 'exec', '--', 'tsx', join(ROOT, 'scripts/launch.ts')], env);
    const value = median(times);
    const baseline = median(fromSource);
    const met = value <= TARGET_MS;
    return [
      figure({
        name: 'npm start to first 200 from /api/health, forms unchanged',
        value,
        unit: 'ms',
        target: `≤ ${TARGET_MS} ms`,
        baseline: `${baseline} ms from source (npm exec tsx scripts/launch.ts)`,
        ratio: `${(baseline / value).toFixed(1)}× faster`,
        verdict: verdictOf(met),
        note: [`runs ${times.join(', ')} ms`, `Node ${process.version}`, met ? '' : overBy(value, TARGET_MS, 'ms')]
          .filter(Boolean)
          .join('; '),
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
