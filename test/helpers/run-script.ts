import { execFile, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Command } from '../../scripts/lib/run-command.ts';

/** The repository root, where `schemas/`, `locales/` and the scripts live. */
const ROOT = resolve(import.meta.dirname, '../..');

/** What a script printed (standard output, then standard error) and how it ended. */
export interface ScriptRun {
  code: number;
  output: string;
}

/**
 * Runs a TypeScript script of `scripts/` the way npm does (through tsx), in a child process with this process's
 * environment (so `SCHEMAS_DIR` and `LOCALES_DIR` set by a test reach it). Imports nothing of the product, so a test
 * may import it before it points the product at a copy of the forms.
 */
export async function runScript(script: string, args: string[] = []): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', script), ...args],
      { cwd: ROOT, env: { ...process.env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/**
 * Runs `node` with `args` from the repository root until it exits, with this process's environment, the server on
 * loopback and only its warnings logged, plus `env`: for a server a test expects to stop by itself (a start refused).
 */
export function runNodeUntilExit(args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // A process killed by a signal has no exit code: -1 says so without passing for a clean exit.
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code: code ?? -1, output })));
}

/**
 * Runs a script's command (scripts/lib/run-command.ts) in this process, as `runNodeUntilExit` runs the script: the
 * same arguments, this process's environment with only warnings logged, plus `env`; what it printed, and its exit
 * code (1 for an error thrown, whose message is printed, as the command line does). A test file runs one real script
 * besides, so that the path through node and tsx stays tested; each real run costs about a CPU-second.
 */
export async function runCommandHere(
  command: Command,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const lines: string[] = [];
  const out = { log: (text: string) => lines.push(text), error: (text: string) => lines.push(text) };
  let code: number;
  try {
    code = await command(args, { ...process.env, LOG_LEVEL: 'warn', ...env }, out);
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    code = 1;
  }
  return { code, output: lines.map((line) => `${line}\n`).join('') };
}
