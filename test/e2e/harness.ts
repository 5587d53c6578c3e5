import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { freePort } from '../../scripts/lib/free-port.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../src/server/accounts/access-tokens.ts';
import { craftJwt, nowInSeconds } from '../server/helpers/jwt.ts';

const root = resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  // Start-up checks every form and content file before listening (src/shared/form-lint): seconds on a busy machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export interface RunningProduct {
  url: string;
  dataDir: string;
  browser: Browser;
  /** A fresh browser context (its own storage) with the given language, and a page in it. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A page already logged in as a new, verified user: the account is written to the database and the session
   * stored as the client stores it after a login. For tests of the steps after login.
   */
  loggedInPage(email: string, options?: BrowserContextOptions): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * Starts the real product as `npm start` would (the built client from dist/client, a fresh SQLite file, emails
 * into a temporary outbox) on a free port, and Chromium to drive it.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'credit-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const jwtSecret = randomBytes(32).toString('base64url');
  const databaseFile = join(dataDir, 'app.db');
  let log = '';
  const server = spawn(resolve(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      JWT_SECRET: jwtSecret,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  await waitForHealth(url, server, () => log);
  const browser = await launchChromium();
  return {
    url,
    dataDir,
    browser,
    async newPage(options) {
      const context = await browser.newContext({ baseURL: url, ...options });
      return context.newPage();
    },
    async loggedInPage(email, options) {
      const id = randomUUID();
      const database = new Sqlite(databaseFile);
      database
        .prepare(
          'insert into users (id, email, password_hash, recovery_question_key, recovery_answer_hash, ' +
            'email_verified_at, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          email.toLowerCase(),
          'not-a-password-hash',
          'dream_car',
          'not-an-answer-hash',
          new Date().toISOString(),
          new Date().toISOString(),
        );
      database.close();
      const now = nowInSeconds();
      const accessToken = craftJwt(
        { alg: 'HS256', typ: 'JWT' },
        { sub: id, email, aud: ACCESS_TOKEN_AUDIENCE, iss: ACCESS_TOKEN_ISSUER, ver: 0, iat: now, exp: now + 15 * 60 },
        jwtSecret,
      );
      const context = await browser.newContext({ baseURL: url, ...options });
      await context.addInitScript(
        ([user, token]) => {
          if (localStorage.getItem('user') === null && !sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('user', user);
            localStorage.setItem('access_token', token);
            localStorage.setItem('refresh_token', 'none');
          }
        },
        [JSON.stringify({ email }), accessToken],
      );
      return context.newPage();
    },
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((resolveExit) =>
        server.exitCode !== null ? resolveExit(undefined) : server.once('exit', resolveExit),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
