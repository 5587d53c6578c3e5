import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setInterval as paced } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { PERMISSIONS_POLICY } from '../../../src/server/http/security-headers.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { testConfig } from '../../../scripts/lib/server-harness/test-app.ts';

/** Error level in pino: a request a client got wrong must never be logged as the server's fault. */
const PINO_ERROR = 50;

describe('what hostile clients send over HTTP', () => {
  let dir: string;
  let app: FastifyInstance;
  let port: number;
  const log = captureLog();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hostile-http-'));
    const clientDir = join(dir, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    app = await buildApp(testConfig(`sqlite:${join(dir, 'app.db')}`, { LOG_LEVEL: 'info' }), {
      clientDir,
      logStream: log.stream,
      timeouts: { headersMs: 1_000, requestMs: 2_000, idleMs: 1_500, keepAliveMs: 1_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['//etc/passwd', 404],
    ['/assets//etc/passwd', 404],
    ['/%00', 400],
    ['/a%00b', 400],
    ['/favicon.ico%00.js', 400],
    ['/%zz', 400],
    ['/assets/%E0%A4%A', 400],
    ['/..%2f..%2fetc/passwd', 404],
  ])('answers %s with %i and logs it below error level', async (url, status) => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).not.toContain('root:');
    }
    expect(log.entries().filter((entry) => Number(entry.level) >= PINO_ERROR)).toEqual([]);
  });

  it.each(['/', '/api/health', '/api/v1/nothing-here'])('sends a Permissions-Policy with %s', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  /**
   * Sends `first`, then `byte` on the slow client's clock of one every 250 ms, at most `max` of them, until the
   * server hangs up; resolves with whether it did.
   */
  async function dribble(first: string, byte: string, max: number): Promise<{ closed: boolean; answer: string }> {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let closed = false;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => (closed = true));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(first);
    let sent = 0;
    for await (const _tick of paced(250)) {
      if (closed || sent === max) break;
      socket.write(byte);
      sent += 1;
    }
    socket.destroy();
    return { closed, answer };
  }

  it('hangs up on a client that sends its headers a byte at a time', { timeout: 20_000 }, async () => {
    const { closed, answer } = await dribble('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 'a', 40);
    expect(closed).toBe(true);
    expect(answer).not.toContain('200 OK');
  });

  it('hangs up on a client that sends its body a byte at a time', { timeout: 20_000 }, async () => {
    const head = 'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
    const { closed } = await dribble(`${head}Content-Length: 1000\r\n\r\n{"a":"`, 'a', 40);
    expect(closed).toBe(true);
  });

  it('hangs up on a kept-alive connection that stays silent', { timeout: 20_000 }, async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // An answer that needs no database (no token: 401), so a slow machine cannot turn it into a 503.
    socket.write('GET /api/v1/nothing-here HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await closed;
    expect(answer).toContain('HTTP/1.1 401');
  });
});
