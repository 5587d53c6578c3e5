import type { FastifyInstance } from 'fastify';

/** Staff access tokens say so in `aud`; the applicants' hook accepts only its own audience, and this one only this. */
export const STAFF_AUDIENCE = 'staff';
/** As long as an applicant's: the session's idle limit (30 minutes) is checked on every call besides. */
const STAFF_ACCESS_TOKEN_SECONDS = 15 * 60;

/** What a staff access token carries: the member and the session it belongs to. */
export interface StaffClaims {
  sub: string;
  sid: string;
}

/** Signs a staff access token with the app's JWT key (HS256), audience `staff`. */
export function signStaffToken(app: FastifyInstance, claims: StaffClaims): string {
  return app.jwt.sign(claims as never, { aud: STAFF_AUDIENCE, expiresIn: STAFF_ACCESS_TOKEN_SECONDS });
}

/** The claims of a valid staff access token; throws @fastify/jwt's errors (as the applicants' hook reads them). */
export function verifyStaffToken(app: FastifyInstance, token: string): StaffClaims {
  return app.jwt.verify<StaffClaims>(token, {
    algorithms: ['HS256'],
    allowedAud: STAFF_AUDIENCE,
    requiredClaims: ['sub', 'sid', 'exp'],
  });
}
