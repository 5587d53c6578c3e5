import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher.ts';
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
  /** Where the product's emails go (its SMTP server). */
  mail: MailCatcher;
  /** One row of the product's database file, read-only: for a test that checks what was stored. */
  readRow<Row>(sql: string, ...params: unknown[]): Row | undefined;
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
 * to a mail catcher) on a free port, and Chromium to drive it. `env` adds to or overrides the server's variables.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync(join(root, 'dist/client/index.html')))
    throw new Error('the browser tests drive the built client, and dist/client has none: run `npx vite build` first');
  const mail = await startMailCatcher();
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
      SMTP_URL: mail.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  let browser: Browser;
  try {
    await waitForHealth(url, server, () => log);
    browser = await launchChromium();
  } catch (error) {
    // No test will stop what started: a server left running outlives the test run.
    server.kill('SIGTERM');
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    browser,
    mail,
    readRow<Row>(sql: string, ...params: unknown[]) {
      const database = new Sqlite(databaseFile, { readonly: true });
      try {
        return database.prepare(sql).get(...params) as Row | undefined;
      } finally {
        database.close();
      }
    },
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
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The product for one test file: started before its tests and stopped after them. The answer stands for the
 * running product from the first test on.
 */
export function useProduct(env: Record<string, string> = {}): RunningProduct {
  let running: RunningProduct | undefined;
  // The server's own wait for health allows 90 s; Chromium starts after it. Two browser files start at once (the
  // `browser` test group), so on a loaded machine this takes longer than vitest's default hook timeout.
  beforeAll(async () => {
    running = await startProduct(env);
  }, 150_000);
  afterAll(async () => running?.stop());
  const current = () => {
    if (!running) throw new Error('the product starts in beforeAll: use it inside a test');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    get browser() {
      return current().browser;
    },
    get mail() {
      return current().mail;
    },
    readRow: (sql, ...params) => current().readRow(sql, ...params),
    newPage: (options) => current().newPage(options),
    loggedInPage: (email, options) => current().loggedInPage(email, options),
    stop: () => current().stop(),
  };
}

/**
 * An assertion on what the page shows that retries until it holds (vitest's `expect.poll`), as a person waits for
 * the page to settle: a count, a state or a text read once may be read before the page caught up.
 */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}
