import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../free-port.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A real server process (`src/server/main.ts`, as `npm start` runs it) on a free loopback port. */
export interface ServerProcess {
  url: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Kills the process with `signal` and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server as its own process with `env` on top of the test's environment, and waits until its health
 * check answers. Node runs the TypeScript itself (`--import tsx`), with no launcher process in between, so a
 * signal reaches the server and nothing else: SIGKILL stops it mid-write, as a crash would.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within a minute:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }

  return {
    url,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
