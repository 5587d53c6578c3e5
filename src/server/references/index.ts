import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffReference } from '../../shared/staff/references.ts';
import type { Database } from '../db/schema.ts';
import { createReferenceRepository } from './reference-repository.ts';
import { createReminderSchedule, sendDueReminders } from './reference-reminders.ts';
import { requestReferences, type SubmittedReferences } from './reference-requests.ts';
import { referenceRoutes as publicRoutes } from './reference-routes.ts';
import { staffReferenceRoutes } from './staff-reference-routes.ts';
import { staffReferences } from './staff-references.ts';

export { referenceFigures, type ReferenceFigure } from './staff-references.ts';

/** Trade and bank references (contract section 10), as the rest of the server uses them. */
interface References {
  /** On submit, in the submission's transaction: requests (and their emails) for the references named. */
  requestOnSubmit(submitted: SubmittedReferences, trx: Kysely<Database>): Promise<void>;
  /** The references of an application (its `credit_applications` row id) as the console shows them. */
  ofApplication(applicationId: string): Promise<StaffReference[]>;
  /** Sends the automatic reminders due at `now`; answers how many went. */
  sendDueReminders(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Trade and bank references: requests, answers, reminders (src/server/references/). */
    references: References;
  }
}

/**
 * Decorates the app with its references (a service: after the database, the outbox and the mailer) and looks for
 * due reminders every `REFERENCE_CHECK_MS` once the app is ready, stopping before it closes.
 */
export function registerReferences(app: FastifyInstance): void {
  const repository = createReferenceRepository(app.db);
  app.decorate('references', {
    requestOnSubmit: (submitted, trx) => requestReferences(app, repository, submitted, trx),
    ofApplication: (applicationId) => staffReferences(app.db, applicationId),
    sendDueReminders: (now) => sendDueReminders(app, repository, now),
  } satisfies References);
  const schedule = createReminderSchedule(app, repository, app.config.referenceCheckMs);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('preClose', async () => schedule.stop());
}

/** The reference's own routes (mounted at `/api/v1`, no account). */
export const referenceRoutes = (app: FastifyInstance) => publicRoutes(app, createReferenceRepository(app.db));

/** The console's reference routes (mounted at `/api/v1/staff`). */
export const staffReferencesRoutes = (app: FastifyInstance) =>
  staffReferenceRoutes(app, createReferenceRepository(app.db));
