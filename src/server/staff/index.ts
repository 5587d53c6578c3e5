import type { FastifyInstance } from 'fastify';
import { noStore } from '../http/no-store.ts';
import { createStaffAuth, type StaffAuth } from './auth/staff-auth-service.ts';
import { installStaffHook } from './auth/staff-hook.ts';
import { createPolicyService, type PolicyService, type PolicySource } from '../policy/policy-service.ts';
import { createDecisionService, type DecisionService } from './decisions/decision-service.ts';
import { createAuditTrail, type AuditTrail } from './repositories/audit-trail.ts';
import { createQueueRepository, type QueueRepository } from './repositories/queue.ts';
import { createReviewRepository, type ReviewRepository } from './repositories/reviews.ts';
import { applicationRoutes } from './routes/application-routes.ts';
import { versionRoutes } from './routes/version-routes.ts';
import { assignmentRoutes } from './routes/assignment-routes.ts';
import { auditRoutes } from './routes/audit-routes.ts';
import { decisionRoutes } from './routes/decision-routes.ts';
import { exportRoutes } from './routes/export-routes.ts';
import { staffAuthRoutes } from './routes/auth-routes.ts';
import { queueRoutes } from './routes/queue-routes.ts';
import { staffAdminRoutes } from './routes/staff-admin-routes.ts';
import { staffOidcRoutes } from './oidc/oidc-routes.ts';
import { screeningRoutes } from '../screening/index.ts';

/** The console's data access. */
interface StaffServices {
  queue: QueueRepository;
  reviews: ReviewRepository;
  audit: AuditTrail;
  decisions: DecisionService;
  /** The credit policy in force: recommendations, and the versions decisions used. */
  policy: PolicyService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff sign-in: accounts, links, sessions. */
    staffAuth: StaffAuth;
    /** The console's queue, applications and audit trail. */
    staff: StaffServices;
  }
}

/**
 * Decorates the app with the console's services (the services layer: after the database, mailer and cipher); the
 * credit policy from `policySource` (the product's file and checks when empty).
 */
export function registerStaffServices(app: FastifyInstance, policySource: PolicySource = {}): void {
  const audit = createAuditTrail(app.db);
  app.decorate('staffAuth', createStaffAuth(app));
  const reviews = createReviewRepository(app.db, audit);
  const policy = createPolicyService(app, policySource);
  const decisions = createDecisionService(app, reviews, policy);
  const queue = createQueueRepository(app.db, app.config.database.kind);
  app.decorate('staff', { queue, reviews, audit, decisions, policy });
  app.decorateRequest('staff', null);
}

/**
 * The console's API under `/api/v1/staff`: both ways of signing in are anonymous, everything else behind the staff
 * hook. Every answer, errors included, is `Cache-Control: no-store`: they carry applicants' data, tokens and staff
 * accounts.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  noStore(app);
  await app.register(staffAuthRoutes, { prefix: '/auth' });
  await app.register(staffOidcRoutes, { prefix: '/oidc' });
  await app.register(async (scope) => {
    installStaffHook(scope);
    await scope.register(staffAdminRoutes);
    await scope.register(queueRoutes);
    await scope.register(applicationRoutes);
    await scope.register(versionRoutes);
    await scope.register(assignmentRoutes);
    await scope.register(decisionRoutes);
    await scope.register(screeningRoutes);
    await scope.register(exportRoutes);
    await scope.register(auditRoutes);
  });
}
