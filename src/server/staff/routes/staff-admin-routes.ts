import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newStaffBody, staffChangeBody, staffIdParams } from '../../../shared/staff/request-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import { createStaffAccountRepository, isEnrolled, toStaffSummary } from '../repositories/staff-accounts.ts';

/**
 * Who is signed in (`GET /me`, every role) and, for admins, the staff accounts: list, add (which emails the
 * set-password link), change the role, disable or enable, and send a new link (`/members`). An admin changes
 * other members only: their own row is read-only (409 `STAFF_SELF_CHANGE`), so no admin locks out the last admin.
 */
export async function staffAdminRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { accounts } = app.staffAuth;
  const admin = { preValidation: requireRole('manageStaff') };
  /**
   * Runs a change and writes its audit row in one transaction: a change never stands without its row, and a row
   * that cannot be written undoes the change. The emails it wrote to the outbox go out once it committed.
   */
  const audited = async <T>(
    request: FastifyRequest,
    change: (trx: Kysely<Database>) => Promise<{ result: T; detail: Record<string, unknown> } | undefined>,
  ): Promise<T | undefined> => {
    const done = await app.db.transaction().execute(async (trx) => {
      const outcome = await change(trx);
      if (outcome) {
        const entry = { applicationId: null, staffId: staffOf(request).id, ip: request.ip };
        await app.staff.audit.append({ ...entry, action: 'STAFF_CHANGE', detail: outcome.detail }, trx);
      }
      return outcome;
    });
    app.outbox.wake();
    return done?.result;
  };

  app.get('/me', async (request) => toStaffSummary(staffOf(request)));

  app.get('/members', admin, async () => ({ items: (await accounts.list()).map(toStaffSummary) }));

  app.post('/members', { ...admin, schema: { body: newStaffBody } }, async (request, reply) => {
    const { email, role, name } = request.body;
    const member = await audited(request, async (trx) => {
      const added = await app.staffAuth.create(email, role, name, trx);
      if (!added) return undefined;
      await app.staffAuth.issueLink(added, trx);
      return { result: added, detail: { added: added.email, role, name: added.display_name } };
    });
    if (!member) throw new ProblemError(409, 'STAFF_EXISTS');
    return reply.status(201).send(toStaffSummary(member));
  });

  app.patch(
    '/members/:staffId',
    { ...admin, schema: { params: staffIdParams, body: staffChangeBody } },
    async (request) => {
      const { staffId } = request.params;
      if (staffId === staffOf(request).id) throw new ProblemError(409, 'STAFF_SELF_CHANGE');
      const change = request.body;
      const member = await audited(request, async (trx) => {
        const changed = await createStaffAccountRepository(trx).update(staffId, change);
        return changed && { result: changed, detail: { member: changed.email, ...change } };
      });
      if (!member) throw new ProblemError(404, 'STAFF_NOT_FOUND');
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
    await audited(request, async (trx) => {
      await app.staffAuth.issueLink(member, trx);
      return { result: member, detail: { linkSentTo: member.email, resetsEnrolment: isEnrolled(member) } };
    });
    return reply.status(204).send();
  });
}
