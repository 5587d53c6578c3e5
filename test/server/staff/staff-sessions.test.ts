import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { asStaff, createStaff, nextCode } from './support.ts';

const HOUR = 60 * 60 * 1000;

describeOnEachDatabase('staff sessions and the login throttle on $name', (suite) => {
  beforeAll(async () => {
    await suite.app.ready();
  });

  const login = (remoteAddress: string, body: { email: string; password: string; otp: string }, language = 'en') =>
    suite.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/login',
      remoteAddress,
      headers: { ...xsrfHeaders(), 'accept-language': language },
      payload: body,
    });
  const refresh = (token: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/refresh',
      remoteAddress: '198.51.100.200',
      headers: { authorization: `Bearer ${token}`, ...xsrfHeaders() },
    });
  const me = (accessToken: string) => asStaff(suite.app, accessToken).get('/me');
  const ageSession = (staffId: string, created: number) =>
    suite.app.db
      .updateTable('staff_sessions')
      .set({ created_at: new Date(Date.now() - created).toISOString() })
      .where('staff_id', '=', staffId)
      .execute();

  it('locks out the stranger’s address, not the member: failures elsewhere leave the member’s login open', async () => {
    const manager = await createStaff(suite.app, 'manager');
    const wrong = { email: manager.email, password: 'Not-the-password-1', otp: '123456' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await login('203.0.113.66', wrong)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await login('203.0.113.66', wrong, 'es-MX');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ code: 'STAFF_TOO_MANY_LOGIN_ATTEMPTS', title: 'Demasiados intentos' });
    expect(locked.json().detail).toMatch(/desde su red\. Espere \d+ minutos/);

    // The manager, at their own address, signs in as usual.
    const own = await login('198.51.100.7', {
      email: manager.email,
      password: manager.password,
      otp: nextCode(manager.totpSecret),
    });
    expect(own.statusCode).toBe(200);
  });

  it('ends the session when a spent refresh token comes back: the thief’s and holder’s tokens alike', async () => {
    const staff = await createStaff(suite.app, 'viewer');
    const rotated = await refresh(staff.tokens.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const current = rotated.json() as { access_token: string; refresh_token: string };
    expect((await me(current.access_token)).statusCode).toBe(200);

    const replayed = await refresh(staff.tokens.refresh_token);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('STAFF_SESSION_ENDED');
    expect((await me(current.access_token)).statusCode).toBe(401);
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
  });

  it('rotates a token presented twice at once only once, and then ends its session', async () => {
    const staff = await createStaff(suite.app, 'viewer');
    const answers = await Promise.all([refresh(staff.tokens.refresh_token), refresh(staff.tokens.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as { refresh_token: string };
    expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after login however busy it was; refreshing does not extend it', async () => {
    const staff = await createStaff(suite.app, 'analyst');
    await ageSession(staff.id, 12 * HOUR - 60_000);
    const rotated = await refresh(staff.tokens.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const { access_token, refresh_token } = rotated.json() as { access_token: string; refresh_token: string };
    expect((await me(access_token)).statusCode).toBe(200);

    // Two minutes later (the session's start moved back instead of the clock forward): over, though just used.
    await ageSession(staff.id, 12 * HOUR + 60_000);
    expect((await me(access_token)).statusCode).toBe(401);
    expect((await refresh(refresh_token)).statusCode).toBe(401);

    const again = await login('198.51.100.8', {
      email: staff.email,
      password: staff.password,
      otp: nextCode(staff.totpSecret),
    });
    expect(again.statusCode).toBe(200);
    expect((await me(again.json().access_token)).statusCode).toBe(200);
  });
});
