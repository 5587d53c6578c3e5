import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { testConfig } from '../../../scripts/lib/server-harness/test-app.ts';

/**
 * Requests wait up to 30 s for a database connection under load (src/server/db/database.ts); a load balancer's
 * health check must not: it hears 503 within 5 s from a database that accepts connections and never answers.
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
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolveClose) => silent.close(resolveClose));
    // The pool still waits for its connection to the silent server: not worth waiting for.
    void app?.close();
  });

  it('answers 503 within 5 seconds', { timeout: 15_000 }, async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(7000);
  });
});
