import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher.ts';
import { startServerProcess } from '../../scripts/lib/server-process.ts';

const root = resolve(import.meta.dirname, '../..');

/** What a browser test needs to know of a running product; plain data, so it crosses from the global setup. */
export interface ProductAddress {
  url: string;
  /** The product's folder: its SQLite file `app.db`, `secrets.json` (the data key), the outbox. */
  dataDir: string;
  /** The secret its access tokens are signed with, so a test can log a seeded account in. */
  jwtSecret: string;
}

export interface ProductServer extends ProductAddress {
  /** Where the product's emails go (its SMTP server). */
  mail: MailCatcher;
  stop(): Promise<void>;
}

/**
 * Starts the real product as `npm start` would (the built client from dist/client, a fresh SQLite file, emails to a
 * mail catcher) on a free port. `env` adds to or overrides the server's variables.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  if (!existsSync(join(root, 'dist/client/index.html')))
    throw new Error('the browser tests drive the built client, and dist/client has none: run `npx vite build` first');
  const mail = await startMailCatcher();
  const dataDir = mkdtempSync(join(tmpdir(), 'credit-e2e-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const removeAll = async () => {
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`,
      JWT_SECRET: jwtSecret,
      // The generated data key stays in the product's one folder, where the seeders read it (flows/seed.ts).
      SECRETS_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      SMTP_URL: mail.url,
      ...env,
    });
    return {
      url: server.url,
      dataDir,
      jwtSecret,
      mail,
      async stop() {
        await server.kill('SIGTERM');
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}
