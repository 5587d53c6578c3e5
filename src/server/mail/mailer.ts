import type { FastifyBaseLogger } from 'fastify';
import brand from '../../shared/brand.json' with { type: 'json' };
import type { Config } from '../config.ts';
import { createTranslators, type Language } from '../i18n/server-i18n.ts';
import { renderEmail } from './render-email.ts';
import { outboxTransport, smtpTransport, type MailTransport } from './transports.ts';

/** One email to send. Its words come from `locales/<language>/emails.json`, never from code. */
export interface MailMessage {
  to: string;
  /** The language of the request that caused it (the person's page language). */
  language: Language;
  /** A group of `emails.json`: `subject`, `body` and, with `actionUrl`, the button label `action`. */
  template: string;
  /** Values the texts quote (`{applicationId}`); the brand's (`{supplier}`, `{phone}`) are always there. */
  values?: Record<string, string | number>;
  /** The button's link; build it with `mailer.link` so it starts with `PUBLIC_URL`. */
  actionUrl?: string;
  /** Files sent with it (a decision letter). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  /** Renders and sends one email; rejects when it could not be handed to the SMTP server or the outbox. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait, so that how long an answer takes does not tell whether an email went
   * out (account enumeration). A failure is logged; closing the app waits for emails still on their way.
   */
  sendInBackground(message: MailMessage): void;
  /** An absolute link into the app: `PUBLIC_URL` + `path` + query, never the request's Host header. */
  link(path: string, query?: Record<string, string>): string;
  close(): Promise<void>;
}

/** The product's mailer: SMTP when `SMTP_URL` is set, otherwise `.eml` files in `OUTBOX_DIR`. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'publicUrl'>,
  log: FastifyBaseLogger,
): Mailer {
  const transport: MailTransport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : outboxTransport(config.outboxDir, log);
  const translators = createTranslators();
  const pending = new Set<Promise<void>>();
  const from = { name: brand.supplierName, address: brand.creditDepartment.email };

  const send = async ({ to, language, template, values, actionUrl, attachments }: MailMessage) => {
    const { subject, text, html } = renderEmail(translators[language], language, template, values, actionUrl);
    await transport.deliver(
      { from, to, subject, text, html, attachments, headers: { 'Content-Language': language } },
      actionUrl ? [actionUrl] : [],
    );
  };

  return {
    send,
    sendInBackground(message) {
      const sending = send(message)
        .catch((error: unknown) => log.error({ err: error, template: message.template }, 'email could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    link(path, query = {}) {
      const search = new URLSearchParams(query).toString();
      return `${config.publicUrl}${path}${search ? `?${search}` : ''}`;
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport.close();
    },
  };
}
