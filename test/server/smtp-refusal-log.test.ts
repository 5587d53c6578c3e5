import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../scripts/lib/server-harness/databases.ts';
import { captureLog } from './helpers/log-capture.ts';
import { until } from '../helpers/until.ts';
import { createTestApp } from '../../scripts/lib/server-harness/test-app.ts';

/** An SMTP server that refuses every recipient, quoting the address in its reply as real servers do. */
describe('an SMTP server refusing a recipient', () => {
  let server: SMTPServer;
  let port: number;
  const outbox = mkdtempSync(join(tmpdir(), 'smtp-refusal-'));

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(
          Object.assign(new Error(`<${address.address}>: Recipient address rejected: no such user`), {
            responseCode: 550,
          }),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(outbox, { recursive: true, force: true });
  });

  it('is logged as an error with no part of the address, and the email given up', async () => {
    const log = captureLog();
    const database = await testDatabaseKinds()[0].create();
    const app = await createTestApp(database.url, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_DIR: outbox, LOG_LEVEL: 'info', OUTBOX_POLL_MS: '50' },
      logStream: log.stream,
    });
    try {
      await app.ready();
      await app.outbox.email({ to: 'ann.secret-person@example.com', language: 'en', template: 'accountExists' });
      const givenUp = () => log.entries().some((line) => String(line.msg).startsWith('outbox message given up'));
      await until('the email given up', givenUp);
      const [entry] = log.entries().filter((line) => String(line.msg).startsWith('outbox message given up'));
      expect(entry).toMatchObject({ kind: 'email', error: 'SMTP_REFUSED', attempts: 1 });
      expect(log.text()).not.toMatch(/ann|secret-person|example\.com/i);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
