import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApplicants } from '../../scripts/lib/seed/applicants.ts';
import { openDatabase } from '../../scripts/lib/seed/database.ts';
import { startProductServer, type ProductAddress, type ProductServer } from './product-server.ts';
import { sharedBrowserEndpoint, sharedInbox, sharedProduct, type Inbox } from './shared-product.ts';

export interface RunningProduct {
  url: string;
  dataDir: string;
  browser: Browser;
  /** Where the product's emails go (its SMTP server). */
  mail: Inbox;
  /** One row of the product's database file, read-only: for a test that checks what was stored. */
  readRow<Row>(sql: string, ...params: unknown[]): Row | undefined;
  /** A fresh browser context (its own storage) with the given language, and a page in it. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A page already logged in as a new, verified user: the account is written to the database and the session
   * stored as the client stores it after a login. For tests of the steps after login.
   */
  loggedInPage(email: string, options?: BrowserContextOptions): Promise<Page>;
}

/** Chromium driving `product` (started elsewhere): the test file's view of it. */
/**
 * A new browser context whose tabs start logged in, as the client stores a login: `login`'s items are put in each
 * tab's localStorage before its scripts run, unless the first of them is already there. Once per tab, so that a
 * logout the test makes stays one.
 */
export async function loggedInContext(
  browser: Browser,
  options: BrowserContextOptions,
  login: Record<string, string>,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((items) => {
    const [first] = Object.keys(items);
    if (localStorage.getItem(first) === null && !sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }
  }, login);
  return context;
}

function drive(product: ProductAddress, mail: Inbox, browser: Browser): RunningProduct {
  const { url, dataDir, jwtSecret } = product;
  const databaseFile = join(dataDir, 'app.db');
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
      const database = openDatabase(`sqlite:${databaseFile}`);
      const [applicant] = await createApplicants(database, jwtSecret, [email]).finally(() => database.destroy());
      const context = await loggedInContext(
        browser,
        { baseURL: url, ...options },
        { user: JSON.stringify({ email }), access_token: applicant.accessToken, refresh_token: 'none' },
      );
      return context.newPage();
    },
  };
}

/**
 * The product for one test file, from the first test on, driven through the browser group's one Chromium
 * (test/e2e/global-setup.ts), which the file connects to before its tests and leaves after them, closing the
 * contexts it opened. `start` answers the product and what `stop` must do when the file ends.
 */
function useStartedProduct(
  start: () => Promise<{ product: ProductAddress; mail: Inbox; stop?: () => Promise<void> }>,
): RunningProduct {
  let running: RunningProduct | undefined;
  let stopServer: (() => Promise<void>) | undefined;
  // The server's own wait for health allows 90 s. Two browser files start at once (the `browser` test group), so on
  // a loaded machine this takes longer than vitest's default hook timeout.
  beforeAll(async () => {
    const { product, mail, stop } = await start();
    stopServer = stop;
    try {
      running = drive(product, mail, await chromium.connect(await sharedBrowserEndpoint()));
    } catch (error) {
      await stop?.();
      throw error;
    }
  }, 150_000);
  afterAll(async () => {
    await running?.browser.close();
    await stopServer?.();
  });
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
  };
}

/**
 * The browser group's shared product (test/e2e/global-setup.ts), driven by the group's Chromium. Tests
 * share its database and inbox with the other files: each makes accounts of its own (its own email addresses) and
 * counts nothing it did not make.
 */
export function useProduct(): RunningProduct {
  return useStartedProduct(async () => ({ product: await sharedProduct(), mail: sharedInbox }));
}

/**
 * A product of this file's own, started with `env` on top of the usual settings: for a file that needs other
 * settings, or that reads a mailbox every file's tests write to (the credit department's).
 */
export function useOwnProduct(env: Record<string, string> = {}): RunningProduct {
  return useStartedProduct(async () => {
    const server: ProductServer = await startProductServer(env);
    return { product: server, mail: server.mail, stop: () => server.stop() };
  });
}

/**
 * An assertion on what the page shows that retries until it holds (vitest's `expect.poll`), as a person waits for
 * the page to settle: a count, a state or a text read once may be read before the page caught up.
 */
export function eventually<T>(read: () => T | Promise<T>, message?: string) {
  return expect.poll(read, { timeout: 20_000, interval: 100, message });
}

/**
 * The bytes of a file the page downloaded. Test files connect to a Chromium that the global setup's process
 * started, so Playwright keeps the download there and gives no local `path()`: it streams the bytes over instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
