import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';

/** Hands a composed email on: to an SMTP server, or to a file. `links` are the email's links, for the outbox log. */
export interface MailTransport {
  deliver(mail: SendMailOptions, links: readonly string[]): Promise<void>;
  close(): void;
}

/**
 * Limits on one SMTP conversation. Nodemailer's socket default is 10 minutes; the outbox's lease on a message must
 * outlast a send, so a server that stops answering fails the attempt soon and the message is tried again later.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Every email through the SMTP server of `url` (`smtp://host:port`, `smtps://user:password@host`). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS_MS });
  return {
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server (one machine, trying the product), each email becomes an `.eml` file in `dir`, which any
 * mail program opens, and its links are printed in the log so the person can click them. This is the only place a
 * token reaches the log, and only in this mode: with `SMTP_URL` set, nothing of an email is logged.
 */
export function outboxTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    async deliver(mail, links) {
      const { message } = await composer.sendMail(mail);
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`);
      await writeFile(file, message as Buffer, { mode: 0o600 });
      log.info(
        { file, links },
        `email written to the outbox (SMTP_URL is unset)${links.length ? `; open ${links.join(' ')}` : ''}`,
      );
    },
    close: () => composer.close(),
  };
}
