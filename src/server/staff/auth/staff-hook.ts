import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { tokenProblem } from '../../accounts/auth-hook.ts';
import { ProblemError } from '../../errors/problem.ts';
import { bearerToken } from '../../accounts/routes/bearer-token.ts';
import type { StaffMember } from '../repositories/staff-accounts.ts';
import { mayDo, type StaffPermission } from '../../../shared/staff/roles.ts';
import { verifyStaffToken } from './staff-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a staff call (set by the staff hook; null elsewhere). */
    staff: StaffMember | null;
  }
}

/**
 * Authentication of the console's calls (every route of the scope it is installed in): a staff access token
 * (audience `staff`; an applicant's token is a 401 here) of a session still open and used within 30 minutes.
 */
export function installStaffHook(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new ProblemError(401, 'JWT_MISSING', { headers: { 'www-authenticate': 'Bearer' } });
    let claims;
    try {
      claims = verifyStaffToken(scope, token);
    } catch (error) {
      throw tokenProblem(error);
    }
    request.staff = (await scope.staffAuth.memberOf(claims)) ?? null;
    if (!request.staff) throw new ProblemError(401, 'STAFF_SESSION_ENDED');
  });
}

/** A route's check that the member's role allows `permission` (403 otherwise), before its input is validated. */
export function requireRole(permission: StaffPermission): preValidationHookHandler {
  return async (request) => {
    if (!request.staff || !mayDo(request.staff.role, permission)) throw new ProblemError(403, 'STAFF_FORBIDDEN');
  };
}

/** The member of a staff call (the hook guarantees one). */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new ProblemError(401, 'STAFF_SESSION_ENDED');
  return request.staff;
}
