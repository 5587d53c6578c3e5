import type { FastifyInstance } from 'fastify';

/**
 * The bench's own route: it answers a constant, so its speed is the ceiling of this stack (Fastify, hooks, logging).
 */
export const CONSTANT_PATH = '/api/bench/constant';

/** Adds the constant route; only the bench's server (serve.ts) has it, never the product. */
export function addConstantRoute(app: FastifyInstance): void {
  app.get(CONSTANT_PATH, async () => ({ status: 'ok' }));
}
