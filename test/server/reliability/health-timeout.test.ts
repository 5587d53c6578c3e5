import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { testConfig } from '../../../scripts/lib/server-harness/test-app.ts';

/** How soon a load balancer must hear that the database does not answer (http/health-routes.ts). */
const HEALTH_BOUND_MS = 5000;

/**
 * Requests wait up to 30 s for a database connection under load (src/server/db/database.ts); a load balancer's
 * health check must not: it hears 503 within 5 s from a database that accepts connections and never answers. The
 * timers are fake: the test moves the clock instead of waiting on it, so a busy machine can neither fail it nor
 * slow it down.
 */
describe('the health check of a server whose database hangs', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolveListen) => silent.listen(0, '127.0.0.1', () => resolveListen()));
    const { port } = silent.address() as { port: number };
    app = await buildApp(testConfig(`postgres://nobody:secret@127.0.0.1:${port}/credit`), {
      clientDir: '/nonexistent',
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolveClose) => silent.close(resolveClose));
    // The pool still waits for its connection to the silent server: not worth waiting for.
    void app?.close();
  });

  it('answers 503 when 5 seconds have passed, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const connected = once(silent, 'connection');
    let answered = false;
    const answer = app.inject({ method: 'GET', url: '/api/health' }).finally(() => (answered = true));
    // The database took the connection and says nothing: the check is waiting on it.
    await connected;
    await vi.advanceTimersByTimeAsync(HEALTH_BOUND_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });
});
