import type { FastifyInstance } from 'fastify';
import { companyOf, emailLink } from './reference-links.ts';
import type { ReferenceRepository, ReferenceRequestRow } from './reference-repository.ts';
import { REMINDER_DAYS, daysAfter } from './reference-status.ts';

/** How many due reminders one look sends at most; the next look sends the rest. */
const BATCH = 100;

/** The reminder after `request`'s next one, or null when that is the last. */
const followingReminder = (request: ReferenceRequestRow) => {
  const days = REMINDER_DAYS[request.reminders_sent + 1];
  return days === undefined ? null : daysAfter(request.created_at, days);
};

/**
 * Sends the automatic reminders due at `now` (3 and 7 days after the first email) to references that have neither
 * answered nor declined, and whose link has not expired. Each is claimed by a conditional update in the transaction
 * that writes its email to the outbox, so with several servers looking at once each reminder goes out once. Answers
 * how many were sent.
 */
export async function sendDueReminders(
  app: FastifyInstance,
  repository: ReferenceRepository,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  let sent = 0;
  for (const request of await repository.due(at, BATCH)) {
    const companyName = await companyOf(app.db, request.application_id);
    const claimed = await app.db.transaction().execute(async (trx) => {
      if (!(await repository.claimReminder(request, followingReminder(request), trx))) return false;
      await emailLink(app, repository, request, 'REMINDER_SENT', { companyName, at }, trx);
      return true;
    });
    if (claimed) sent++;
  }
  if (sent) app.outbox.wake();
  return sent;
}

/**
 * The reminders' look inside the server: a timer (unreferenced, so it never keeps a process alive) sends what is
 * due every `checkMs`. Stops with the app, letting a look in progress finish.
 */
export function createReminderSchedule(app: FastifyInstance, repository: ReferenceRepository, checkMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= sendDueReminders(app, repository)
      .then(
        (sent) => void (sent && app.log.info({ sent }, 'reference reminders sent')),
        (error: unknown) => app.log.error({ err: error }, 'reference reminders failed; the next look tries again'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      timer = setInterval(check, checkMs).unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
