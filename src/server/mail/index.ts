import type { FastifyInstance } from 'fastify';
import { createMailer, type MailAttachment, type Mailer, type MailMessage } from './mailer.ts';
import { PermanentSendError } from '../outbox/outbox-worker.ts';

export type { MailMessage } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders and delivers emails (the outbox's worker does; routes enqueue with `app.outbox.email`). */
    mailer: Mailer;
  }
}

/** Outbox kind of an email; its payload is a `MailMessage` with attachments as base64. */
export const EMAIL_KIND = 'email';

/** How an email is stored in the outbox: JSON has no bytes, so attachments travel as base64 text. */
export type StoredMailMessage = Omit<MailMessage, 'attachments'> & {
  attachments?: Array<Omit<MailAttachment, 'content'> & { contentBase64: string }>;
};

export function toStoredMail({ attachments, ...message }: MailMessage): StoredMailMessage {
  return {
    ...message,
    attachments: attachments?.map(({ content, ...file }) => ({ ...file, contentBase64: content.toString('base64') })),
  };
}

function fromStoredMail({ attachments, ...message }: StoredMailMessage): MailMessage {
  return {
    ...message,
    attachments: attachments?.map(({ contentBase64, ...file }) => ({
      ...file,
      content: Buffer.from(contentBase64, 'base64'),
    })),
  };
}

/** SMTP answers 5xx for what no retry will change (a refused recipient); 4xx and network errors are worth a retry. */
function isPermanent(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown }).responseCode);
  return code >= 500 && code < 600;
}

/**
 * Decorates the app with its mailer (a service: register it after the outbox, before the routes) and makes it the
 * outbox's sender of emails; closed with the app, after the outbox's worker stopped.
 */
export function registerMailer(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.outbox.registerSender(EMAIL_KIND, async (payload) => {
    try {
      await mailer.send(fromStoredMail(payload as StoredMailMessage));
    } catch (error) {
      throw isPermanent(error) ? new PermanentSendError('SMTP_REFUSED', { cause: error }) : error;
    }
  });
  app.addHook('onClose', async () => mailer.close());
}
