import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { EMAIL_KIND, toStoredMail, type MailMessage } from '../mail/index.ts';
import { createOutboxStore, type OutboxBacklog } from './outbox-store.ts';
import { createOutboxWorker, type OutboxSender } from './outbox-worker.ts';

export { PermanentSendError } from './outbox-worker.ts';
/**
 * Everything the product sends goes through here. Write a message with `enqueue` (or `email`) in the transaction
 * of what caused it, then call `wake` once that transaction committed; without a transaction (`executor` left
 * out) the message is written on its own and the worker woken at once.
 */
interface Outbox {
  /** Writes a message of `kind` (a kind with a sender: see `registerSender`); `payload` must be JSON. */
  enqueue(kind: string, payload: unknown, executor?: Kysely<Database>): Promise<void>;
  /** Writes an email (attachments included) to the outbox. */
  email(message: MailMessage, executor?: Kysely<Database>): Promise<void>;
  /** Has the worker look for due messages now. */
  wake(): void;
  /** Adds the sender of a kind (`email` is the mailer's); register before the app is ready. */
  registerSender(kind: string, sender: OutboxSender): void;
  /** What waits and what failed, for the health answer. */
  backlog(): Promise<OutboxBacklog>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable outbox: emails and any other message, sent by a worker with retries (see outbox/). */
    outbox: Outbox;
  }
}

/**
 * Decorates the app with its outbox (a service: after the database and the field cipher, before the mailer and
 * the routes). The worker starts once the app is ready (after migrations) and stops before the app closes,
 * letting the messages it is sending finish.
 */
export function registerOutbox(app: FastifyInstance): void {
  const store = createOutboxStore(app.db, app.config.database.kind);
  const worker = createOutboxWorker(store, app.fieldCipher, app.config.outbox, app.log);
  const enqueue: Outbox['enqueue'] = async (kind, payload, executor) => {
    await store.insert(executor ?? app.db, kind, app.fieldCipher.encrypt(JSON.stringify(payload)));
    if (!executor?.isTransaction) worker.wake();
  };
  app.decorate('outbox', {
    enqueue,
    email: (message, executor) => enqueue(EMAIL_KIND, toStoredMail(message), executor),
    wake: worker.wake,
    registerSender: worker.registerSender,
    backlog: () => store.backlog(),
  } satisfies Outbox);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
