import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../errors/problem.ts';
import { clientAddressOf, rateLimitClientOf } from './client-address.ts';
import { rateLimitRuleOf } from './rate-limit-rules.ts';
import { createRateLimitStore } from './rate-limit-store.ts';

/** Ended windows are swept at most this often by each server. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Rate limits every anonymous endpoint (see rate-limit-rules.ts) per client address, with counters in the
 * database shared by every server. Runs in `onRequest`, before the body is read or validated, so a refused
 * request costs one upsert. Each answer tells the client where it stands (`RateLimit-Limit`,
 * `RateLimit-Remaining`, `RateLimit-Reset` in seconds); one over the limit is 429 `RATE_LIMITED` with
 * `Retry-After`. Install after the cheaper checks (XSRF), in the layer of hooks every request passes.
 */
export function installRateLimits(app: FastifyInstance): void {
  const store = createRateLimitStore(app.db);
  let sweptAt = 0;

  app.addHook('onRequest', async (request, reply) => {
    const rule = rateLimitRuleOf(request);
    if (!rule) return;
    const now = Date.now();
    if (now - sweptAt >= SWEEP_INTERVAL_MS) {
      sweptAt = now;
      await store.sweep(now);
    }
    const { hits, windowEndsAt } = await store.hit(
      rule.name,
      rateLimitClientOf(clientAddressOf(request)),
      rule.windowMs,
      now,
    );
    const resetSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now) / 1000));
    reply.headers({
      'ratelimit-limit': rule.limit,
      'ratelimit-remaining': Math.max(0, rule.limit - hits),
      'ratelimit-reset': resetSeconds,
    });
    if (hits > rule.limit) {
      throw new ProblemError(429, 'RATE_LIMITED', {
        headers: { 'retry-after': String(resetSeconds) },
        values: { seconds: resetSeconds },
      });
    }
  });
}
