import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/database.ts';
import { ProblemError } from '../errors/problem.ts';

/** `GET /api/health`: 200 `{ "status": "ok" }` once the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      throw new ProblemError(503, 'DATABASE_UNAVAILABLE', { cause: error });
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
