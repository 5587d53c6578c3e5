import type { FastifyInstance } from 'fastify';
import { ASSIGNABLE_ROLES } from '../../../shared/staff/queue.ts';
import { applicationParams, assignBody } from '../../../shared/staff/request-schemas.ts';
import type { AssignAnswer, Assignee } from '../../../shared/staff/staff-answers.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { RouteTypes } from '../../http/route-types.ts';
import { requireRole, staffOf } from '../auth/staff-hook.ts';
import type { StaffMember } from '../repositories/staff-accounts.ts';
import { staffName } from '../staff-name.ts';

/** Whether an application can be given to `member`: an analyst or a manager whose account is not disabled. */
const assignable = (member: StaffMember) =>
  member.disabled_at === null && (ASSIGNABLE_ROLES as readonly string[]).includes(member.role);

/**
 * Who works an application (analysts and above; mounted at `/api/v1/staff`): the members it can be given to, by
 * name, and the assignment itself, to any of them or to no one, recorded in the audit trail with it.
 */
export async function assignmentRoutes(untyped: FastifyInstance): Promise<void> {
  const app = untyped.withTypeProvider<RouteTypes>();
  const { accounts } = app.staffAuth;
  const { reviews } = app.staff;
  const guard = { preValidation: requireRole('assign') };

  app.get('/assignees', guard, async (): Promise<{ items: Assignee[] }> => {
    const members = (await accounts.list()).filter(assignable);
    const items = members.map((member) => ({ id: member.id, name: staffName(member), role: member.role }));
    return { items: items.sort((a, b) => a.name.localeCompare(b.name)) };
  });

  app.put(
    '/applications/:applicationId/assignee',
    { ...guard, schema: { params: applicationParams, body: assignBody } },
    async (request): Promise<AssignAnswer> => {
      const review = await reviews.findByNumber(request.params.applicationId);
      if (!review) throw new ProblemError(404, 'APPLICATION_NOT_FOUND');
      const { staffId } = request.body;
      const assignee = staffId ? await accounts.findById(staffId) : undefined;
      if (staffId && !assignee) throw new ProblemError(404, 'STAFF_NOT_FOUND');
      if (assignee && !assignable(assignee)) throw new ProblemError(409, 'STAFF_NOT_ASSIGNABLE');
      const entry = {
        applicationId: review.id,
        staffId: staffOf(request).id,
        action: 'ASSIGN' as const,
        detail: { assignee: assignee?.email ?? null, previous: review.assignee_email },
        ip: request.ip,
      };
      await reviews.assign(review.id, staffId, entry);
      return { assignee: assignee ? { id: assignee.id, name: staffName(assignee) } : null };
    },
  );
}
