import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/database.ts';
import { ProblemError } from '../errors/problem.ts';

/** A load balancer's check should hear "unavailable" within this, not wait for the database's own timeouts. */
const HEALTH_TIMEOUT_MS = 5000;

/** Rejects when `work` takes longer than `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/health`: 200 `{ "status": "ok", "outbox": { pending, oldestPendingSeconds, failed } }` while the
 * database takes writes, 503 otherwise (for load balancers: a database that answers reads but refuses writes, read
 * only or full, would fail every save). The outbox's backlog shows whether emails are getting out.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    let outbox;
    try {
      outbox = await within(
        HEALTH_TIMEOUT_MS,
        pingDatabase(app.db).then(() => app.outbox.backlog()),
      );
    } catch (error) {
      throw new ProblemError(503, 'DATABASE_UNAVAILABLE', { cause: error });
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok', outbox };
  });
}
