import type { FastifyInstance } from 'fastify';
import { createPurge, type Purge } from './purge.ts';
import { createPurgeSchedule } from './purge-schedule.ts';
import { createRetentionMarks, type RetentionMarks } from './retention-marks.ts';

export { retentionRoutes } from './retention-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Retention (contract section 12): the purge, and the holds that keep a record past it. */
    retention: { purge: Purge; marks: RetentionMarks };
  }
}

/**
 * Decorates the app with retention (a service: after the database, the field cipher and the staff's audit trail)
 * and runs the daily purge once the app is ready, stopping it before the app closes.
 */
export function registerRetention(app: FastifyInstance): void {
  const { audit } = app.staff;
  const purge = createPurge({ db: app.db, config: app.config, cipher: app.fieldCipher, audit });
  const marks = createRetentionMarks(app.db, audit, app.config.retention.recordRetentionDays);
  app.decorate('retention', { purge, marks });
  const schedule = createPurgeSchedule(app.db, purge, app.config.retention.purgeCheckMs, app.log);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('preClose', async () => schedule.stop());
}
