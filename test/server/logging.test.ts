import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnSqlite } from './helpers/database-suite.ts';
import { maskUrl, redactDeep, REDACTED } from '../../src/server/logging/redact.ts';
import { captureLog } from './helpers/log-capture.ts';
import { xsrfHeaders } from '../../scripts/lib/server-harness/test-app.ts';

describe('redactDeep', () => {
  it.each([
    { case: 'top-level secrets', input: { password: 'p', user: 'u' }, output: { password: REDACTED, user: 'u' } },
    {
      case: 'any letter case',
      input: { Authorization: 'Bearer x', SSN: '1' },
      output: { Authorization: REDACTED, SSN: REDACTED },
    },
    {
      case: 'nested objects',
      input: { body: { newPassword: 'p', passwordRecoveryAnswer: 'a' } },
      output: { body: { newPassword: REDACTED, passwordRecoveryAnswer: REDACTED } },
    },
    {
      case: 'arrays of objects',
      input: { applicants: [{ ssn: '1', dateOfBirth: 'd', signature: 's', firstName: 'Ann' }] },
      output: { applicants: [{ ssn: REDACTED, dateOfBirth: REDACTED, signature: REDACTED, firstName: 'Ann' }] },
    },
    {
      case: "a staff member's authenticator code, secret and its otpauth URL",
      input: { email: 'e', otp: '123456', totpSecret: 'JBSWY3DP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DP' },
      output: { email: 'e', otp: REDACTED, totpSecret: REDACTED, otpauthUrl: REDACTED },
    },
    {
      case: 'the federal tax ID, often an SSN',
      input: { businessInfo: { companyName: 'Acme', federalTaxId: '987654321' } },
      output: { businessInfo: { companyName: 'Acme', federalTaxId: REDACTED } },
    },
    {
      case: 'tokens of every kind',
      input: { token: 't', ac: 'a', access_token: 'x', refresh_token: 'y', 'x-xsrf-token': 'z', cookie: 'c' },
      output: {
        token: REDACTED,
        ac: REDACTED,
        access_token: REDACTED,
        refresh_token: REDACTED,
        'x-xsrf-token': REDACTED,
        cookie: REDACTED,
      },
    },
    {
      case: 'objects without a prototype',
      input: Object.assign(Object.create(null), { token: 't', page: '2' }),
      output: { token: REDACTED, page: '2' },
    },
    {
      case: 'objects as Fastify parses query strings',
      input: Object.assign(Object.create(Object.create(null)), { token: 't' }),
      output: { token: REDACTED },
    },
  ])('blanks $case', ({ input, output }) => {
    expect(redactDeep(input)).toEqual(output);
  });

  it('leaves class instances to their serializers', () => {
    const date = new Date(0);
    const error = Object.assign(new Error('x'), { password: 'p' });
    expect(redactDeep({ date, error }).date).toBe(date);
    expect(redactDeep({ date, error }).error).toBe(error);
  });

  it('leaves the logged object itself unchanged', () => {
    const input = { password: 'p' };
    redactDeep(input);
    expect(input.password).toBe('p');
  });
});

describe('maskUrl', () => {
  it.each([
    ['/verify-email?ac=abc123', '/verify-email?ac=***'],
    ['/api/v1/auth/reset-password?token=abc&lang=es', '/api/v1/auth/reset-password?token=***&lang=es'],
    [
      '/api/v1/email/resend-verification-email?email=ann%40example.com',
      '/api/v1/email/resend-verification-email?email=***',
    ],
    ['/x?%65mail=ann%40example.com', '/x?%65mail=***'],
    ['/x?TOKEN=abc', '/x?TOKEN=***'],
    ['/api/health', '/api/health'],
    ['/x?page=2&bad=%E0%A4%A', '/x?page=2&bad=%E0%A4%A'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});

describeOnSqlite('log lines of requests on $name', (suite) => {
  const SECRETS = {
    password: 'Pa55word!secret',
    newPassword: 'N3wPassword!secret',
    passwordRecoveryAnswer: 'Herbie the love bug',
    ssn: '123456789',
    dateOfBirth: '1970-01-31',
    token: 'reset-token-abcdef',
    ac: 'verify-token-ghijkl',
    signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg',
    bearer: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJl',
    xsrf: 'xsrf-cookie-value-mnopqr',
  };
  const log = captureLog();

  suite.appOptions({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  beforeAll(async () => {
    // A careless handler: logs everything it got, then fails with the PII attached to the error.
    suite.app.post('/api/v1/auth/test-careless', async (request) => {
      request.log.info({ body: request.body, query: request.query, headers: request.headers }, 'received');
      throw Object.assign(new Error('could not save'), {
        applicant: { ssn: SECRETS.ssn, dateOfBirth: SECRETS.dateOfBirth },
      });
    });
    suite.app.post('/api/v1/auth/test-login', { schema: { body: suite.app.forms.schema('auth/login') } }, async () => ({
      ok: true,
    }));
    await suite.app.ready();
  });

  it('never writes a password, SSN, birth date, signature or token of a request', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: `/api/v1/auth/test-careless?token=${SECRETS.token}&ac=${SECRETS.ac}&email=ann%40example.com`,
      headers: { ...xsrfHeaders(SECRETS.xsrf), authorization: `Bearer ${SECRETS.bearer}` },
      payload: {
        password: SECRETS.password,
        newPassword: SECRETS.newPassword,
        passwordRecoveryAnswer: SECRETS.passwordRecoveryAnswer,
        applicants: [
          { firstName: 'Ann', ssn: SECRETS.ssn, dateOfBirth: SECRETS.dateOfBirth, signature: SECRETS.signature },
        ],
      },
    });
    expect(response.statusCode).toBe(500);

    const written = log.text();
    expect(written).toContain('"msg":"received"');
    expect(written).toContain('"msg":"request failed"');
    expect(written).toContain(REDACTED);
    expect(written).toContain('token=***&ac=***&email=***');
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(written, `${name} leaked into the log`).not.toContain(value);
    }
  });

  it('logs which fields failed validation, not what was in them', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/auth/test-login',
      headers: { ...xsrfHeaders(), 'x-request-id': 'refused-1' },
      payload: { email: 'not-an-email-but-someones-name', password: SECRETS.password },
    });
    expect(response.statusCode).toBe(400);
    const lines = log.entries().filter((entry) => entry.reqId === 'refused-1');
    expect(lines.find((entry) => entry.msg === 'request refused')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['email'],
      status: 400,
    });
    expect(JSON.stringify(lines)).not.toMatch(/someones-name|Pa55word/);
  });

  it('writes the request id on every line of a request', async () => {
    await suite.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-me-1' } });
    const lines = log.entries().filter((entry) => entry.reqId === 'trace-me-1');
    expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });
});
