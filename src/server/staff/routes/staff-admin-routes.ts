import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newStaffBody, staffChangeBody, staffIdParams } from '../../../shared/staff/request-schemas.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import { toStaffSummary } from '../repositories/staff-accounts.ts';

/**
 * Who is signed in (`GET /me`, every role) and, for admins, the staff accounts: list, add (which emails the
 * set-password link), change the role, disable or enable, and send a new link (`/members`).
 */
export async function staffAdminRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { accounts } = app.staffAuth;
  const admin = { preValidation: requireRole('manageStaff') };
  const record = (request: FastifyRequest, detail: Record<string, unknown>) =>
    app.staff.audit.append({
      applicationId: null,
      staffId: staffOf(request).id,
      action: 'STAFF_CHANGE',
      detail,
      ip: request.ip,
    });

  app.get('/me', async (request) => toStaffSummary(staffOf(request)));

  app.get('/members', admin, async () => ({ items: (await accounts.list()).map(toStaffSummary) }));

  app.post('/members', { ...admin, schema: { body: newStaffBody } }, async (request, reply) => {
    const { email, role, name } = request.body;
    const member = await app.staffAuth.create(email, role, name);
    if (!member) throw new ProblemError(409, 'STAFF_EXISTS');
    await app.staffAuth.issueLink(member);
    await record(request, { added: member.email, role });
    return reply.status(201).send(toStaffSummary(member));
  });

  app.patch(
    '/members/:staffId',
    { ...admin, schema: { params: staffIdParams, body: staffChangeBody } },
    async (request) => {
      const { staffId } = request.params;
      if (staffId === staffOf(request).id) throw new ProblemError(409, 'STAFF_SELF_CHANGE');
      const change = request.body;
      const member = await accounts.update(staffId, change);
      if (!member) throw new ProblemError(404, 'STAFF_NOT_FOUND');
      await record(request, { member: member.email, ...change });
      return toStaffSummary(member);
    },
  );

  app.post('/members/:staffId/link', { ...admin, schema: { params: staffIdParams } }, async (request, reply) => {
    const member = await accounts.findById(request.params.staffId);
    if (!member) throw new ProblemError(404, 'STAFF_NOT_FOUND');
    await app.staffAuth.issueLink(member);
    await record(request, { linkSentTo: member.email });
    return reply.status(204).send();
  });
}
