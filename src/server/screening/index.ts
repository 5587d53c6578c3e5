import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ProblemError } from '../errors/problem.ts';
import { createScreening, type ScreeningService } from './screening-service.ts';
import { createScreeningStore } from './screening-store.ts';
import { screeningThreshold } from './screening-threshold.ts';

export { screeningRoutes } from './screening-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sanctions screening against the SDN list (contract section 11). */
    screening: ScreeningService;
  }
}

/** Decorates the app with screening (a service: after the database and the staff's audit trail). */
export function registerScreening(app: FastifyInstance): void {
  // The policy is read at each screening, so an analyst's new threshold applies from the next one.
  const threshold = () => screeningThreshold(app.staff.policy.current().policy);
  app.decorate('screening', createScreening({ db: app.db, audit: app.staff.audit, threshold }));
}

/**
 * Screens a just-submitted application. A failure is logged and does not fail the submit, which is stored already:
 * the console and approval screen the application again before they read its screening (`ensureCurrent`).
 */
export async function screenSubmitted(app: FastifyInstance, applicationId: string): Promise<void> {
  try {
    await app.screening.screen(applicationId);
  } catch (error) {
    app.log.error({ err: error, applicationId }, 'sanctions screening after submit failed');
  }
}

/**
 * Approval waits for every hit to be cleared: 409 `SCREENING_HIT` (with how many are left) otherwise. Screened first
 * against the latest list when it was not. An application screened while no list was loaded is not held: the
 * product cannot find what it was never given, and the console says plainly that no list is loaded
 * (docs/credit-department.md#sanctions-screening).
 */
export async function requireScreeningCleared(app: FastifyInstance, applicationId: string): Promise<void> {
  await app.screening.ensureCurrent(applicationId);
  const count = await app.screening.uncleared(applicationId);
  if (count > 0) throw new ProblemError(409, 'SCREENING_HIT', { values: { count } });
}

/**
 * For the credit policy: how many of an application's hits (by its internal id) are not cleared, or null when it
 * was never screened against a list (none loaded), so a policy can tell "clean" from "not screened".
 */
export async function screeningState(
  db: Kysely<Database>,
  applicationId: string,
): Promise<{ uncleared: number } | null> {
  const store = createScreeningStore(db);
  if (!(await store.listOf(applicationId))) return null;
  return { uncleared: await store.uncleared(applicationId) };
}
