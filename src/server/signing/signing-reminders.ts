import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { StoredSections } from '../credit-app/credit-app-service.ts';
import { hashToken, newToken } from '../accounts/opaque-tokens.ts';
import type { Language } from '../i18n/server-i18n.ts';
import { applicantName, expiryDate } from './signing-request-service.ts';
import type { SigningRepository } from './signing-repository.ts';

const DAY_MS = 86_400_000;
/** Reminder `n` goes out this many days after the request (contract section 9): two at most. */
const REMINDER_DAYS = [2, 5] as const;
/** How often each server sweeps for due reminders: a reminder goes out within this much of its day. */
const REMINDER_SWEEP_MS = 15 * 60_000;
/** The first sweep after a start: late enough not to compete with start-up. */
const FIRST_SWEEP_MS = 60_000;

/**
 * Sends the reminders that are due at `now`. Each is claimed by one conditional update of the request's reminder count
 * (see `claimReminder`) in the transaction that writes its email to the outbox, so servers sweeping at once send it
 * once, and a request signed, revoked or expired meanwhile gets none. Each reminder carries a link of its own (only
 * its hash is stored); the earlier links keep working until the request ends. Answers how many were sent.
 */
export async function sendDueReminders(
  app: FastifyInstance,
  repository: SigningRepository,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const [reminders, days] of REMINDER_DAYS.entries()) {
    const sentBefore = new Date(now.getTime() - days * DAY_MS).toISOString();
    for (const request of await repository.dueForReminder(reminders, sentBefore, now.toISOString())) {
      const application = await repository.findApplication(request.application_id);
      const sections = (application ? JSON.parse(application.data) : {}) as StoredSections;
      const applicant = (sections.applicants ?? []).find((entry) => entry.id === request.applicant_id);
      if (typeof applicant?.email !== 'string' || !applicant.email) continue;
      const token = newToken();
      const language = request.language as Language;
      const claimed = await app.db.transaction().execute(async (trx) => {
        if (!(await repository.claimReminder(trx, request.id, reminders, hashToken(token)!, now.toISOString())))
          return false;
        await app.outbox.email(
          {
            to: applicant.email as string,
            language,
            template: 'signingReminder',
            values: {
              signerName: applicantName(applicant),
              companyName: String(sections.businessInfo?.companyName ?? ''),
              expiresOn: expiryDate(request.expires_at, language),
            },
            actionUrl: app.mailer.link('/sign', { ac: token }),
          },
          trx,
        );
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  if (sent) app.outbox.wake();
  return sent;
}

/**
 * The reminder sweep inside every server: an unreferenced timer (it never keeps a process alive) sweeps every
 * `REMINDER_SWEEP_MS`, the first time a minute after start. Several servers may sweep at once: the claims keep each
 * reminder to one email. Stops with the app.
 */
export function createReminderSchedule(sweep: () => Promise<number>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= sweep()
      .then((sent) => {
        if (sent) log.info({ reminders: sent }, 'signing reminders sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'signing reminder sweep failed; the next one tries again'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      timer = setTimeout(() => {
        check();
        timer = setInterval(check, REMINDER_SWEEP_MS).unref();
      }, FIRST_SWEEP_MS).unref();
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}
