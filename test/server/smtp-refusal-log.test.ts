import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/logging/logger-options.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { captureLog } from './helpers/log-capture.ts';

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

  it('is logged as an error with no part of the address', async () => {
    const log = captureLog();
    const options = loggerOptions('info', log.stream);
    const logger = pino(options, log.stream);
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: outbox, publicUrl: 'https://credit.example.test' },
      logger,
    );
    // Whoever logs a failed send (the outbox worker, a route) logs the error object through these serializers.
    const refusal = await mailer
      .send({ to: 'ann.secret-person@example.com', language: 'en', template: 'accountExists' })
      .catch((error: unknown) => error);
    logger.error({ err: refusal }, 'email could not be sent');
    await mailer.close();
    const [entry] = log.entries().filter((line) => line.msg === 'email could not be sent');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain('Recipient address rejected');
    expect(log.text()).not.toMatch(/ann|secret-person|example\.com/i);
    expect(log.text()).toContain('[email]');
  });
});
