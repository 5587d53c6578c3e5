import type { FastifyInstance } from 'fastify';
import { createStaffAuth, type StaffAuth } from './auth/staff-auth-service.ts';
import { installStaffHook } from './auth/staff-hook.ts';
import { createAuditTrail, type AuditTrail } from './repositories/audit-trail.ts';
import { createQueueRepository, type QueueRepository } from './repositories/queue.ts';
import { createReviewRepository, type ReviewRepository } from './repositories/reviews.ts';
import { applicationRoutes } from './routes/application-routes.ts';
import { staffAuthRoutes } from './routes/auth-routes.ts';
import { queueRoutes } from './routes/queue-routes.ts';
import { staffAdminRoutes } from './routes/staff-admin-routes.ts';

/** The console's data access. */
export interface StaffServices {
  queue: QueueRepository;
  reviews: ReviewRepository;
  audit: AuditTrail;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff sign-in: accounts, links, sessions. */
    staffAuth: StaffAuth;
    /** The console's queue, applications and audit trail. */
    staff: StaffServices;
  }
}

/** Decorates the app with the console's services (the services layer: after the database, mailer and cipher). */
export function registerStaffServices(app: FastifyInstance): void {
  const audit = createAuditTrail(app.db);
  app.decorate('staffAuth', createStaffAuth(app));
  app.decorate('staff', {
    queue: createQueueRepository(app.db),
    reviews: createReviewRepository(app.db, audit),
    audit,
  });
  app.decorateRequest('staff', null);
}

/** The console's API under `/api/v1/staff`: sign-in anonymous, everything else behind the staff hook. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  await app.register(staffAuthRoutes, { prefix: '/auth' });
  await app.register(async (scope) => {
    installStaffHook(scope);
    await scope.register(staffAdminRoutes);
    await scope.register(queueRoutes);
    await scope.register(applicationRoutes);
  });
}
