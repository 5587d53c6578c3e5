import { connect } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { JSON_BODY_LIMIT_BYTES, SUBMISSION_BODY_LIMIT_BYTES } from '../../../src/server/abuse/body-limits.ts';
import { businessInfo } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';

/** What a raw HTTP exchange answered: the status line and headers, and whether the whole body had been sent. */
interface RawAnswer {
  status: number;
  head: string;
  bytesSent: number;
}

/**
 * Sends `head` and then `body` in pieces on a plain socket, and stops sending as soon as the server answers: how
 * much had been sent by then tells whether the server waited for the body before refusing it.
 */
function rawRequest(port: number, head: string, body: Buffer, pieceBytes = 16 * 1024): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let bytesSent = 0;
    let answered = false;
    const answerIfHeard = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end === -1 || answered) return false;
      answered = true;
      socket.destroy();
      resolve({ status: Number(received.split(' ')[1]), head: received.slice(0, end), bytesSent });
      return true;
    };
    // A server that answered early closes while we still write: EPIPE or a reset may come before or after its
    // answer is read, so the outcome is judged by what arrived once the socket closes.
    let failure: Error | undefined;
    socket.on('error', (error) => (failure ??= error));
    socket.on('close', () => answerIfHeard() || answered || reject(failure ?? new Error('closed without an answer')));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      answerIfHeard();
    });
    socket.write(head);
    const sendNext = () => {
      if (answered || bytesSent >= body.length) return;
      const piece = body.subarray(bytesSent, bytesSent + pieceBytes);
      bytesSent += piece.length;
      // Slowly, so an answer that needs no more of the body arrives long before the rest would be sent.
      socket.write(piece, () => setTimeout(sendNext, 5));
    };
    sendNext();
  });
}

/**
 * On SQLite only: a body is measured and refused before any query; what a saved section stores is the credit
 * application suite's, on each database.
 */
describeOnSqlite('request size limits on $name', (suite) => {
  let port: number;
  let user: TestUser;

  beforeAll(async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.app.server.address() as { port: number }).port;
    user = await createUser(suite.app);
  });

  const headOf = (method: string, path: string, headers: Record<string, string>) =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  it('refuses a JSON body over the limit with a 413 problem, in both languages, and stores nothing', async () => {
    const big = { ...businessInfo, padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) };
    const english = await as(suite.app, user).put('/business-info', big);
    expect(english.statusCode).toBe(413);
    expect(english.headers['content-type']).toContain('application/problem+json');
    expect(english.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', title: 'Request too large' });
    const spanish = await suite.app.inject({
      method: 'PUT',
      url: '/api/v1/business-info',
      headers: { ...user.headers, 'accept-language': 'es' },
      payload: big,
    });
    expect(spanish.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', title: 'Solicitud demasiado grande' });
    expect((await as(suite.app, user).get('/credit-app')).json().businessInfo).toBeNull();
  });

  it('accepts the same section when it is within the limit', async () => {
    expect((await as(suite.app, user).put('/business-info', businessInfo)).statusCode).toBe(200);
  });

  it.each([
    ['an anonymous endpoint', 'POST', '/api/v1/auth/register', {}],
    ['an endpoint that needs a login', 'PUT', '/api/v1/business-info', 'user'],
  ] as const)(
    'answers 413 to %s as soon as Content-Length says too much, before any of the body is sent',
    async (_name, method, path, who) => {
      const headers = {
        'content-type': 'application/json',
        'content-length': String(50 * 1024 * 1024),
        ...(who === 'user' ? user.headers : { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' }),
      };
      // Only the head: a server that waited for the body would never answer (the test times out). Sending body
      // the server no longer reads made it close with unread data, and the reset could discard its answer.
      const answer = await rawRequest(port, headOf(method, path, headers), Buffer.alloc(0));
      expect(answer.status).toBe(413);
    },
  );

  it('cuts off a chunked body once it grows past the limit', async () => {
    const headers = { ...user.headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const pieces = Array.from({ length: 400 }, () => chunk(' '.repeat(4096))).join('');
    const answer = await rawRequest(port, headOf('PUT', '/api/v1/business-info', headers), Buffer.from(pieces));
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeLessThan(pieces.length);
  });

  it('lets the submission carry its signatures: a body over the JSON limit reaches the submission checks', async () => {
    const signature = `data:image/png;base64,${'A'.repeat(200_000)}`;
    const body = {
      terms: true,
      generalTerms: true,
      electronicSignatureConsent: true,
      applicants: [
        { applicantId: 'a', signature },
        { applicantId: 'b', signature },
      ],
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    const response = await as(suite.app, user).put('/terms', body);
    expect(response.statusCode).not.toBe(413);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);

    const tooBig = { ...body, padding: 'x'.repeat(SUBMISSION_BODY_LIMIT_BYTES) };
    expect((await as(suite.app, user).put('/terms', tooBig)).json()).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
