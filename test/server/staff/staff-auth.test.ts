import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { asStaff, createStaff, currentCode, linkToken, nextCode } from './support.ts';

describeOnEachDatabase('staff sign-in on $name', (suite) => {
  let mail: MailCatcher;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    return { env: { SMTP_URL: mail.url } };
  });
  beforeAll(async () => {
    await suite.app.ready();
  });
  afterAll(async () => {
    await mail?.close();
  });

  // Each test signs in from an address of its own: staff sign-in is rate limited and throttled per address.
  let tests = 0;
  let remoteAddress = '';
  beforeEach(() => {
    remoteAddress = `192.0.2.${++tests}`;
  });
  const post = (url: string, payload: unknown) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/v1/staff/auth${url}`,
      remoteAddress,
      headers: xsrfHeaders(),
      payload: payload as object,
    });

  it('emails a one-time link; setting the password answers a TOTP secret; login needs all three parts', async () => {
    const member = (await suite.app.staffAuth.create('New.Analyst@Supplier.test', 'analyst', 'Nina Analyst'))!;
    const link = await suite.app.staffAuth.issueLink(member);
    expect(link).toMatch(/^http:\/\/localhost:3000\/staff\/set-password\?ac=[\w-]{43}$/);
    const invitation = await mail.next('new.analyst@supplier.test');
    expect(invitation.text).toContain(link);

    const set = await post(`/set-password?token=${linkToken(link)}`, { password: 'Analyst-pw9!' });
    expect(set.statusCode).toBe(200);
    const { totpSecret, otpauthUrl } = set.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*algorithm=SHA1.*digits=6.*period=30/);
    expect((await post(`/set-password?token=${linkToken(link)}`, { password: 'Analyst-pw9!' })).statusCode).toBe(400);

    const email = 'new.analyst@supplier.test';
    const wrong = [
      { email, password: 'Wrong-pw9!', otp: currentCode(totpSecret) },
      { email, password: 'Analyst-pw9!', otp: currentCode(totpSecret) === '000000' ? '111111' : '000000' },
      { email: 'nobody@supplier.test', password: 'Analyst-pw9!', otp: currentCode(totpSecret) },
    ];
    const answers = await Promise.all(wrong.map((body) => post('/login', body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((answer) => answer.json().detail)).size).toBe(1);

    const login = await post('/login', { email, password: 'Analyst-pw9!', otp: currentCode(totpSecret) });
    expect(login.statusCode).toBe(200);
    expect((await asStaff(suite.app, login.json().access_token).get('/me')).json()).toMatchObject({ role: 'analyst' });
  });

  it(
    'takes each code once: the code that logged in, or an older one, is refused; the next step’s code ' + 'works',
    async () => {
      const staff = await createStaff(suite.app, 'viewer');
      const login = (otp: string) => post('/login', { email: staff.email, password: staff.password, otp });
      const spent = currentCode(staff.totpSecret);
      const again = await login(spent);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('STAFF_LOGIN_FAILED');

      const next = nextCode(staff.totpSecret);
      const [first, second] = await Promise.all([login(next), login(next)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
      expect((await login(spent)).statusCode).toBe(401);
    },
  );

  it('throttles logins: the 6th try from one address in the window is 429 before any password is checked', async () => {
    const staff = await createStaff(suite.app, 'viewer');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post('/login', { email: staff.email, password: 'Wrong-pw9!', otp: '123456' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await post('/login', {
      email: staff.email,
      password: staff.password,
      otp: currentCode(staff.totpSecret),
    });
    expect(right.statusCode).toBe(429);
  });

  it('keeps staff and applicant tokens apart (401 both ways)', async () => {
    const staff = await createStaff(suite.app, 'admin');
    const applicant = await createUser(suite.app);
    const applicantToken = applicant.headers.authorization.replace('Bearer ', '');
    expect((await asStaff(suite.app, applicantToken).get('/applications')).statusCode).toBe(401);
    expect((await asStaff(suite.app, applicantToken).get('/me')).statusCode).toBe(401);
    const staffOnApplicant = await as(suite.app, {
      ...applicant,
      headers: { ...applicant.headers, authorization: `Bearer ${staff.tokens.access_token}` },
    }).get('/credit-app');
    expect(staffOnApplicant.statusCode).toBe(401);
    expect(staffOnApplicant.json().detail).toContain('JWT');
  });

  it('ends a session after 30 minutes idle: calls and refresh are refused, a fresh refresh rotates', async () => {
    const staff = await createStaff(suite.app, 'viewer');
    const refresh = (token: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/v1/staff/auth/refresh',
        headers: { authorization: `Bearer ${token}`, ...xsrfHeaders() },
      });
    const rotated = await refresh(staff.tokens.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const { access_token, refresh_token } = rotated.json();
    expect((await asStaff(suite.app, access_token).get('/me')).statusCode).toBe(200);

    const longAgo = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    await suite.app.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: longAgo })
      .where('staff_id', '=', staff.id)
      .execute();
    expect((await asStaff(suite.app, access_token).get('/me')).statusCode).toBe(401);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  it('lets an admin add, list, change the role of and disable staff; a disabled member is signed out', async () => {
    const admin = asStaff(suite.app, (await createStaff(suite.app, 'admin')).tokens.access_token);
    const viewer = await createStaff(suite.app, 'viewer');
    const added = await admin.post('/members', { email: 'added@supplier.test', role: 'manager', name: 'Dana Ruiz' });
    expect(added.statusCode).toBe(201);
    expect((await mail.next('added@supplier.test')).text).toContain('/staff/set-password?ac=');
    expect(
      (await admin.post('/members', { email: 'added@supplier.test', role: 'viewer', name: 'Dana Ruiz' })).statusCode,
    ).toBe(409);
    const listed = (await admin.get('/members')).json().items;
    expect(listed).toContainEqual(
      expect.objectContaining({ email: 'added@supplier.test', role: 'manager', enrolled: false }),
    );

    expect((await admin.patch(`/members/${viewer.id}`, { role: 'analyst' })).json()).toMatchObject({ role: 'analyst' });
    expect((await asStaff(suite.app, viewer.tokens.access_token).get('/me')).json()).toMatchObject({ role: 'analyst' });
    expect((await admin.patch(`/members/${viewer.id}`, { disabled: true })).json()).toMatchObject({ disabled: true });
    expect((await asStaff(suite.app, viewer.tokens.access_token).get('/me')).statusCode).toBe(401);
    const login = await post('/login', {
      email: viewer.email,
      password: viewer.password,
      otp: nextCode(viewer.totpSecret),
    });
    expect(login.statusCode).toBe(401);
  });
});
