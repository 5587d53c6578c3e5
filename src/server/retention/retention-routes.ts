import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationParams } from '../../shared/staff/request-schemas.ts';
import { holdBody, reasonsRequestedBody, releaseBody } from '../../shared/staff/retention.ts';
import { ProblemError } from '../errors/problem.ts';
import type { RouteTypes } from '../http/route-types.ts';
import { installStaffHook, requireRole, staffOf } from '../staff/auth/staff-hook.ts';

/**
 * Retention of one application in the console (mounted at `/api/v1/staff`, behind the staff hook): read by every
 * role; a manager places and releases holds and releases a recorded request for reasons; an analyst records that
 * the applicant asked in writing for the reasons of a decline. Every change answers the new state.
 */
export async function retentionRoutes(untyped: FastifyInstance): Promise<void> {
  installStaffHook(untyped);
  const app = untyped.withTypeProvider<RouteTypes>();
  const { marks } = app.retention;

  const reviewOf = async ({ applicationId }: { applicationId: string }) => {
    const review = await app.staff.reviews.findByNumber(applicationId);
    if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
    return review;
  };
  const actorOf = (request: FastifyRequest) => ({ staffId: staffOf(request).id, ip: request.ip });
  const path = '/applications/:applicationId/retention';

  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  app.get(
    path,
    { preValidation: requireRole('readApplication'), schema: { params: applicationParams } },
    async (request) => marks.state((await reviewOf(request.params)).id),
  );

  app.post(
    `${path}/hold`,
    { preValidation: requireRole('holdRecords'), schema: { params: applicationParams, body: holdBody } },
    async (request) => {
      const { id } = await reviewOf(request.params);
      await marks.placeHold(id, actorOf(request), request.body.reason.trim());
      return marks.state(id);
    },
  );

  app.post(
    `${path}/reasons-requested`,
    {
      preValidation: requireRole('recordReasonsRequest'),
      schema: { params: applicationParams, body: reasonsRequestedBody },
    },
    async (request) => {
      const review = await reviewOf(request.params);
      if (review.status !== 'DECLINED') throw new ProblemError(409, 'APPLICATION_NOT_DECLINED');
      await marks.recordReasonsRequest(review.id, actorOf(request), request.body.receivedOn);
      return marks.state(review.id);
    },
  );

  app.post(
    `${path}/release`,
    { preValidation: requireRole('holdRecords'), schema: { params: applicationParams, body: releaseBody } },
    async (request) => {
      const { id } = await reviewOf(request.params);
      const { mark, reason } = request.body;
      if (!(await marks.release(id, actorOf(request), mark, reason.trim()))) {
        throw new ProblemError(409, 'RETENTION_NOT_HELD');
      }
      return marks.state(id);
    },
  );
}
