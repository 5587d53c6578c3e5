import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { enforceMinimumBodyRate, MIN_BODY_RATE } from '../../../src/server/http/body-rate.ts';
import { testConfig } from '../../../scripts/lib/server-harness/test-app.ts';
import { until } from '../../helpers/until.ts';
import { captureLog } from '../helpers/log-capture.ts';

/** Error level in pino: a slow client is the client's fault, never logged as the server's. */
const PINO_ERROR = 50;

/** A raw client: what it sent, what it was answered, and whether the server hung up. */
async function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const close = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, answer: () => answer, closed: () => closed, close };
}

/** The server's side of the next request: its socket, to see what the server has read. */
function nextRequest(server: Server): Promise<IncomingMessage> {
  return new Promise((resolve) => server.once('request', (request: IncomingMessage) => resolve(request)));
}

/**
 * Time is faked (the rate's clock and its checks), bytes are real: each test sends bytes over a real socket, waits
 * until the server has read them, then moves the clock on by whole seconds, each a check of the rate.
 */
describe('the minimum request body rate', () => {
  const log = captureLog();
  let dir: string;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'body-rate-'));
    app = await buildApp(testConfig(`sqlite:${join(dir, 'app.db')}`, { LOG_LEVEL: 'info' }), {
      clientDir: dir,
      logStream: log.stream,
    });
    await migrateToLatest(app.db, app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const head = (length: number) =>
    'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n\r\n`;

  /** Sends `bytes` and waits until the server has read them all. */
  type Client = Awaited<ReturnType<typeof rawClient>>;
  const sendAndRead = async (client: Client, request: IncomingMessage, bytes: string) => {
    const target = request.socket.bytesRead + Buffer.byteLength(bytes);
    client.socket.write(bytes);
    await until('the server read what was sent', () => request.socket.bytesRead >= target);
  };

  it('cuts off a body trickled a byte every 5 s once 10 s passed, with a 408 as past the deadline', async () => {
    const cuts: string[] = [];
    const onClientError = (error: NodeJS.ErrnoException) => cuts.push(String(error.code));
    app.server.on('clientError', onClientError);
    try {
      const client = await rawClient(port);
      const arrived = nextRequest(app.server);
      client.socket.write(head(1000));
      const request = await arrived;
      for (let second = 1; second <= 9; second++) {
        if (second % 5 === 0) await sendAndRead(client, request, 'a');
        vi.advanceTimersByTime(1000);
      }
      // Nine seconds of one byte: still within the window.
      expect(cuts).toEqual([]);
      vi.advanceTimersByTime(2000);
      expect(cuts).toEqual(['ERR_HTTP_REQUEST_TIMEOUT']);
      await client.close;
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
      expect(log.entries().filter((entry) => Number(entry.level) >= PINO_ERROR)).toEqual([]);
    } finally {
      app.server.off('clientError', onClientError);
    }
  });

  it('lets a body through that keeps above the rate for longer than the window', async () => {
    const perSecond = MIN_BODY_RATE.bytesPerSecond + 10;
    const seconds = 15;
    const body = `{"pad":"${'a'.repeat(perSecond * seconds)}"}`;
    const client = await rawClient(port);
    const arrived = nextRequest(app.server);
    client.socket.write(head(Buffer.byteLength(body)));
    const request = await arrived;
    for (let second = 0; second < seconds; second++) {
      await sendAndRead(client, request, body.slice(second * perSecond, (second + 1) * perSecond));
      vi.advanceTimersByTime(1000);
    }
    client.socket.write(body.slice(seconds * perSecond));
    await until('the answer', () => client.answer().includes('\r\n\r\n'));
    // Answered by the route (the body is no login), not cut off.
    expect(client.answer()).toMatch(/^HTTP\/1\.1 400 /);
    expect(client.closed()).toBe(false);
    client.socket.destroy();
  });

  it('does not blame the client while the server itself has stopped reading (backpressure)', async () => {
    let reading: IncomingMessage | undefined;
    const server = createServer((request, response) => {
      // The handler reads nothing until told: its buffer fills and Node stops reading the socket.
      reading = request;
      request.on('end', () => response.end('read'));
    });
    enforceMinimumBodyRate(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = await rawClient((server.address() as AddressInfo).port);
      const length = 4 * 1024 * 1024;
      client.socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`);
      client.socket.write(Buffer.alloc(length - 1, 'a'));
      await until('the server stopped reading', () => reading?.socket.isPaused() === true);
      vi.advanceTimersByTime(3 * MIN_BODY_RATE.windowMs);
      reading!.resume();
      client.socket.write('a');
      await until('the answer', () => client.answer().includes('read'));
      expect(client.answer()).toMatch(/^HTTP\/1\.1 200 /);
      client.socket.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
