import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from './mailer.ts';

export type { MailMessage, Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the product's emails: `app.mailer.send({ to, language, template, values, actionUrl })`. */
    mailer: Mailer;
  }
}

/** Decorates the app with its mailer (a service: register it before the routes), closed with the app. */
export function registerMailer(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}
