import type { FastifyRequest } from 'fastify';
import { isCommonPassword } from '../common-passwords.ts';
import { ProblemError } from '../../errors/problem.ts';

/**
 * Refuses a password from the common-passwords list with the 400 a schema rule would give, naming `field`: the
 * rule cannot live in the schema (the list has thousands of entries), but the person reads it the same way.
 */
export function refuseCommonPassword(request: FastifyRequest, field: string, password: string): void {
  if (isCommonPassword(password)) {
    throw new ProblemError(400, 'VALIDATION_FAILED', { errors: { [field]: request.t('auth.commonPassword') } });
  }
}
