import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../lib/free-port.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** The secrets the bench gives its servers, so that it can sign access tokens and encrypt seeded data itself. */
export interface BenchSecrets {
  jwtSecret: string;
  dataKey: Buffer;
}

export function newSecrets(): BenchSecrets {
  return { jwtSecret: randomBytes(32).toString('base64url'), dataKey: randomBytes(32) };
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  /** Where the server's log, outbox and uploads go. */
  workDir: string;
  secrets: BenchSecrets;
  /** The built client to serve; none (API only) when unset. */
  clientDir?: string;
  /** `info` by default, as `npm start` logs: the cost of request logging is part of what is measured. */
  logLevel?: string;
}

/**
 * Starts scripts/bench/lib/serve.ts in its own process on a free loopback port and waits for its health check.
 * Its log goes to a file (reading it through a pipe would cost the bench's own process CPU during load tests) and
 * is shown only when the server fails to start.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dir = options.workDir;
  const logFile = join(dir, 'server.log');
  const log = openSync(logFile, 'w');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/lib/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.secrets.jwtSecret,
      DATA_KEY: options.secrets.dataKey.toString('base64'),
      OUTBOX_DIR: join(dir, 'outbox'),
      UPLOADS_DIR: join(dir, 'uploads'),
      LOG_LEVEL: options.logLevel ?? 'info',
      BENCH_CLIENT_DIR: options.clientDir ?? join(dir, 'no-client'),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the bench server did not start:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
