import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../shared/field-errors.ts';
import type { SignaturesGivenElsewhere } from '../submission/signer-evidence.ts';
import { createSignerService, type SignerService } from './signer-service.ts';
import { createReminderSchedule, sendDueReminders } from './signing-reminders.ts';
import { createSigningRepository } from './signing-repository.ts';
import { createSigningRequestService, type SigningRequestService } from './signing-request-service.ts';
import { requireNoPendingSigners, signaturesGivenElsewhere } from './signatures-elsewhere.ts';
import { createStaffSigningView, type StaffSigningView } from './staff-signing-view.ts';

export { signingRoutes } from './routes/signing-routes.ts';

/** Signing requests (contract section 9), as the rest of the server uses them. */
interface Signing {
  /** The sender's requests: send, list, revoke. */
  requests: SigningRequestService;
  /** The signer's page: read, prove identity, sign. */
  signer: SignerService;
  /** The signatures given through requests, with their evidence, for the submission. */
  signaturesGivenElsewhere: SignaturesGivenElsewhere;
  /** Throws 409 `SIGNATURES_PENDING` while a request waits for an applicant who has not signed. */
  requireNoPendingSigners(applicationId: string, t: Translate): Promise<void>;
  /** Sends the reminders due now; the schedule calls it, tests call it after moving the clock. */
  sendDueReminders(): Promise<number>;
  /** Each signer's status and evidence, for the console. */
  staffView: StaffSigningView;
}

declare module 'fastify' {
  interface FastifyInstance {
    signing: Signing;
  }
}

/**
 * Decorates the app with signing requests (a service: after the database, the field cipher, the identity provider,
 * the outbox and the mailer) and sweeps for due reminders once the app is ready, stopping before it closes.
 */
export function registerSigning(app: FastifyInstance): void {
  const repository = createSigningRepository(app.db);
  const sweep = () => sendDueReminders(app, repository);
  app.decorate('signing', {
    requests: createSigningRequestService(app, repository),
    signer: createSignerService(app, repository),
    signaturesGivenElsewhere: signaturesGivenElsewhere(repository),
    requireNoPendingSigners: (applicationId, t) => requireNoPendingSigners(repository, applicationId, t),
    sendDueReminders: sweep,
    staffView: createStaffSigningView(repository),
  } satisfies Signing);
  const schedule = createReminderSchedule(sweep, app.log);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('preClose', async () => schedule.stop());
}
