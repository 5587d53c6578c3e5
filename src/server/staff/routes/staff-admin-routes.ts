import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newStaffBody, staffChangeBody, staffIdParams } from '../../../shared/staff/request-schemas.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import { isEnrolled, toStaffSummary } from '../repositories/staff-accounts.ts';

/**
 * Who is signed in (`GET /me`, every role) and, for admins, the staff accounts: list, add (which emails the
 * set-password link), change the role, disable or enable, and send a new link (`/members`). An admin changes
 * other members only: their own row is read-only (409 `STAFF_SELF_CHANGE`), so no admin locks out the last admin.
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

  // A new link voids the member's earlier ones. For an enrolled member it resets the password and authenticator
  // once used, which is why only an admin sends it, never to themselves, and the trail says it was a reset.
  app.post('/members/:staffId/link', { ...admin, schema: { params: staffIdParams } }, async (request, reply) => {
    const { staffId } = request.params;
    if (staffId === staffOf(request).id) throw new ProblemError(409, 'STAFF_SELF_CHANGE');
    const member = await accounts.findById(staffId);
    if (!member) throw new ProblemError(404, 'STAFF_NOT_FOUND');
    if (member.disabled_at) throw new ProblemError(409, 'STAFF_DISABLED');
    await app.staffAuth.issueLink(member, {
      applicationId: null,
      staffId: staffOf(request).id,
      action: 'STAFF_CHANGE',
      detail: { linkSentTo: member.email, resetsEnrolment: isEnrolled(member) },
      ip: request.ip,
    });
    return reply.status(204).send();
  });
}
