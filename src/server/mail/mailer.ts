import type { FastifyBaseLogger } from 'fastify';
import brand from '../../shared/brand.json' with { type: 'json' };
import type { EmailTemplate } from '../../shared/form-lint/known-files.ts';
import type { Config } from '../config.ts';
import { createTranslators, type Language } from '../i18n/server-i18n.ts';
import { renderEmail } from './render-email.ts';
import { outboxTransport, smtpTransport, type MailTransport } from './transports.ts';

/** One email to send. Its words come from `locales/<language>/emails.json`, never from code. */
export interface MailMessage {
  to: string;
  /** The language of the request that caused it (the person's page language). */
  language: Language;
  /**
   * A group of `emails.json`: `subject`, `body` and, with `actionUrl`, the button label `action` (the lint checks
   * each).
   */
  template: EmailTemplate;
  /** Values the texts quote (`{applicationId}`); the brand's (`{supplier}`, `{phone}`) are always there. */
  values?: Record<string, string | number>;
  /** The button's link; build it with `mailer.link` so it starts with `PUBLIC_URL`. */
  actionUrl?: string;
  /** Who reads it: an applicant (the default) or the supplier's staff, whose emails carry no applicant footer. */
  audience?: 'applicant' | 'staff';
  /** Files sent along (a decision letter's PDF, say). */
  attachments?: MailAttachment[];
}

/** A file an email carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Renders and hands emails on at once. Routes do not call `send`: they write emails to the durable outbox
 * (`app.outbox.email`, see outbox/), whose worker calls `send` and retries it until it succeeds.
 */
export interface Mailer {
  /** Renders and sends one email; rejects when it could not be handed to the SMTP server or the `.eml` folder. */
  send(message: MailMessage): Promise<void>;
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
  const from = { name: brand.supplierName, address: brand.creditDepartment.email };

  return {
    async send({ to, language, template, values, actionUrl, audience, attachments = [] }: MailMessage) {
      const rendered = renderEmail(translators[language], language, template, values, actionUrl, audience);
      const { subject, text, html } = rendered;
      await transport.deliver(
        { from, to, subject, text, html, attachments, headers: { 'Content-Language': language } },
        actionUrl ? [actionUrl] : [],
      );
    },
    link(path, query = {}) {
      const search = new URLSearchParams(query).toString();
      return `${config.publicUrl}${path}${search ? `?${search}` : ''}`;
    },
    async close() {
      transport.close();
    },
  };
}
