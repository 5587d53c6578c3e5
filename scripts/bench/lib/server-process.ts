import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startServerProcess } from '../../lib/server-process.ts';

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
 * Starts scripts/bench/lib/serve.ts with the shared launcher (scripts/lib/server-process.ts) on a free loopback
 * port and waits for its health check. Its log goes to a file (reading it through a pipe would cost the bench's own
 * process CPU during load tests) and is shown only when the server fails to start.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dir = options.workDir;
  const server = await startServerProcess(
    {
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.secrets.jwtSecret,
      DATA_KEY: options.secrets.dataKey.toString('base64'),
      OUTBOX_DIR: join(dir, 'outbox'),
      UPLOADS_DIR: join(dir, 'uploads'),
      LOG_LEVEL: options.logLevel ?? 'info',
      BENCH_CLIENT_DIR: options.clientDir ?? join(dir, 'no-client'),
    },
    { entry: 'scripts/bench/lib/serve.ts', logFile: join(dir, 'server.log'), healthTimeoutMs: 60_000 },
  );
  return { url: server.url, stop: () => server.kill('SIGTERM') };
}
