import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureServerBuild } from '../build-server.mjs';
import { freePort } from './free-port.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A real server process on a free loopback port: the product as `npm start` runs it, for the browser tests, the
 * reliability tests and the benchmarks alike.
 */
export interface ServerProcess {
  url: string;
  port: number;
  /** Everything the process wrote so far, for failure messages. */
  output(): string;
  /** Sends `signal` to the process's group (the server and anything it started) and waits until the server is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

interface ServerProcessOptions {
  /**
   * The script to run, from the project's root. Unless given, the server as `npm start` runs it: `dist/server/main.js`,
   * built first when a source changed (scripts/build-server.mjs). TypeScript runs through tsx.
   */
  entry?: string;
  /**
   * A file for the process's output instead of a pipe: the bench reads nothing while it measures, since draining
   * a pipe would cost its own process CPU during a load test.
   */
  logFile?: string;
  /** How long start-up may take; start-up checks every form before listening, seconds on a busy machine. */
  healthTimeoutMs?: number;
  /** A command to run instead of node with `entry`: the bench's start-up suite times `npm start` itself. */
  command?: readonly string[];
  /**
   * A fixed pause between health checks instead of one growing to a quarter second: the bench times a start to the
   * health check's first 200, which a long pause would add to.
   */
  pollMs?: number;
}

/** Process groups still running, killed if this process leaves without stopping them (a test run cut short). */
const running = new Set<number>();
process.once('exit', () => {
  for (const group of running) killGroup(group, 'SIGKILL');
});

function killGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // the group is already gone
  }
}

/**
 * Starts the server with `env` on top of this process's environment (a port, loopback host, matching `PUBLIC_URL`
 * and `LOG_LEVEL=warn` unless `env` says otherwise), and resolves once `GET /api/health` answers 200. Node runs the
 * server itself (the built file, or TypeScript with `--import tsx`), with no launcher process in between, so a
 * signal reaches the server and nothing else: SIGKILL stops it mid-write, as a crash would. The server leads a
 * process group of its own, which `kill` signals whole, so nothing it started outlives it.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let captured = '';
  const log = options.logFile === undefined ? 'pipe' : openSync(options.logFile, 'w');
  // Built files are replaced whole, so servers started at once by parallel test files may each build safely.
  if (options.entry === undefined && options.command === undefined) await ensureServerBuild();
  const entry = options.entry ?? 'dist/server/main.js';
  const [command, ...args] = options.command ?? [
    process.execPath,
    // Stack traces name the TypeScript sources either way, as `npm start`'s do.
    ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : ['--enable-source-maps', entry]),
  ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  if (typeof log === 'number') closeSync(log);
  child.stdout?.on('data', (chunk) => (captured += chunk));
  child.stderr?.on('data', (chunk) => (captured += chunk));
  const group = child.pid!;
  running.add(group);
  /** How the process ended: its exit code, or the signal that ended it. */
  const exited = new Promise<string>((resolveExit) =>
    child.once('exit', (code, signal) => {
      running.delete(group);
      resolveExit(String(code ?? signal));
    }),
  );
  const output = () => (options.logFile === undefined ? captured : readFileSync(options.logFile, 'utf8'));
  const server: ServerProcess = {
    url,
    port,
    output,
    async kill(signal) {
      if (running.has(group)) killGroup(group, signal);
      await exited;
    },
  };
  try {
    await untilHealthy(url, exited, options.healthTimeoutMs ?? 90_000, options.pollMs);
  } catch (error) {
    await server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output().slice(-8000)}`);
  }
  return server;
}

/**
 * Asks the health check until it answers 200, and stops asking as soon as the process exits or `timeoutMs` passes.
 * The pause between asks grows from 25 ms to a quarter second, unless `pollMs` fixes it: a server that starts fast is
 * seen at once, one that runs its start-up checks for seconds is not flooded.
 */
async function untilHealthy(url: string, exited: Promise<string>, timeoutMs: number, pollMs?: number): Promise<void> {
  let status = '';
  const gone = exited.then((ended) => {
    status = ended;
    return 'exited' as const;
  });
  const deadline = Date.now() + timeoutMs;
  for (let pause = pollMs ?? 25; ; pause = pollMs ?? Math.min(pause * 2, 250)) {
    const asked = fetch(`${url}/api/health`).then(
      (response) => (response.ok ? ('healthy' as const) : ('not yet' as const)),
      () => 'not yet' as const,
    );
    const answer = await Promise.race([asked, gone]);
    if (answer === 'healthy') return;
    if (answer === 'exited') throw new Error(`the server exited (${status}) while starting`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
    if ((await Promise.race([delay(pause), gone])) === 'exited')
      throw new Error(`the server exited (${status}) while starting`);
  }
}
