import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { hashToken, newToken } from '../../../src/server/accounts/opaque-tokens.ts';
import { asStaff, createStaff, currentCode, linkToken, nextCode, type TestStaff } from './support.ts';

describeOnEachDatabase('set-password links, re-enrolment and the members page on $name', (suite) => {
  let mail: MailCatcher;
  let admin: TestStaff;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    return { env: { SMTP_URL: mail.url } };
  });
  beforeAll(async () => {
    await suite.app.ready();
    admin = await createStaff(suite.app, 'admin');
  });
  afterAll(async () => {
    await mail?.close();
  });

  const setPassword = (token: string, password: string, language = 'en') =>
    suite.app.inject({
      method: 'POST',
      url: `/api/v1/staff/auth/set-password?token=${token}`,
      remoteAddress: '198.51.100.30',
      headers: { ...xsrfHeaders(), 'accept-language': language },
      payload: { password },
    });
  const login = (email: string, password: string, otp: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/login',
      remoteAddress: '198.51.100.31',
      headers: xsrfHeaders(),
      payload: { email, password, otp },
    });
  const staffChanges = async () =>
    (
      await suite.app.db
        .selectFrom('staff_audit')
        .select(['staff_id', 'detail'])
        .where('action', '=', 'STAFF_CHANGE')
        .execute()
    ).map((row) => ({ staffId: row.staff_id, detail: JSON.parse(row.detail) as Record<string, unknown> }));

  it('voids every earlier link when a new one is sent: only the latest sets the password', async () => {
    const member = (await suite.app.staffAuth.create(`twice-${randomUUID()}@supplier.test`, 'analyst', 'Tia Twice'))!;
    const first = linkToken(await suite.app.staffAuth.issueLink(member));
    const second = linkToken(await suite.app.staffAuth.issueLink(member));
    const refused = await setPassword(first, 'Ledger-review-77');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('STAFF_LINK_INVALID');
    expect((await setPassword(second, 'Ledger-review-77')).statusCode).toBe(200);
  });

  it('takes staff passwords of 12 to 128 characters of any kind, refused with a localized message', async () => {
    const member = (await suite.app.staffAuth.create(
      `lengths-${randomUUID()}@supplier.test`,
      'viewer',
      'Len Lengths',
    ))!;
    const token = linkToken(await suite.app.staffAuth.issueLink(member));
    for (const [password, language, message] of [
      ['Short-pw1!', 'en', 'Must be 12 to 128 characters.'],
      ['Short-pw12!', 'es-MX', 'Debe tener de 12 a 128 caracteres.'],
      ['x'.repeat(129), 'en', 'Must be 12 to 128 characters.'],
    ]) {
      const refused = await setPassword(token, password, language);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().errors).toEqual({ password: message });
    }
    const longest = `${'quiet tractor lane '.repeat(7)}ledger`.slice(0, 128);
    expect(longest).toHaveLength(128);
    const set = await setPassword(token, longest);
    expect(set.statusCode).toBe(200);
    const signedIn = await login(member.email, longest, currentCode(set.json().totpSecret));
    expect(signedIn.statusCode).toBe(200);
  });

  it('never lets an invitation replace an enrolled member’s password and authenticator', async () => {
    const member = await createStaff(suite.app, 'manager');
    // A link sent before the member enrolled and never used (as an install upgraded from before this rule keeps).
    const stale = newToken();
    const now = Date.now();
    await suite.app.db
      .insertInto('staff_links')
      .values({
        token_hash: hashToken(stale)!,
        staff_id: member.id,
        kind: 'invite',
        created_at: new Date(now - 60_000).toISOString(),
        expires_at: new Date(now + 60 * 60_000).toISOString(),
      })
      .execute();
    const refused = await setPassword(stale, 'Someone-else-42!');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('STAFF_ALREADY_ENROLLED');
    expect((await asStaff(suite.app, member.tokens.access_token).get('/me')).statusCode).toBe(200);
  });

  it('re-enrols a member only through an admin’s new link, audited, which ends their sessions', async () => {
    const member = await createStaff(suite.app, 'manager');
    const asAdmin = asStaff(suite.app, admin.tokens.access_token);
    expect((await asStaff(suite.app, member.tokens.access_token).post(`/members/${member.id}/link`)).statusCode).toBe(
      403,
    );
    expect((await asAdmin.post(`/members/${member.id}/link`)).statusCode).toBe(204);
    let reset = await mail.next(member.email);
    // Skips the member's invitation from when they were made.
    while (!/new sign-in link/.test(reset.subject)) reset = await mail.next(member.email);
    expect(reset.text).toMatch(/current password and authenticator stop working/);
    const token = /\/staff\/set-password\?ac=([\w-]{43})/.exec(reset.text)![1];

    const set = await setPassword(token, 'Brand-new-ledger-9');
    expect(set.statusCode).toBe(200);
    expect((await asStaff(suite.app, member.tokens.access_token).get('/me')).statusCode).toBe(401);
    expect((await login(member.email, member.password, nextCode(member.totpSecret))).statusCode).toBe(401);
    expect((await login(member.email, 'Brand-new-ledger-9', currentCode(set.json().totpSecret))).statusCode).toBe(200);

    const changes = await staffChanges();
    expect(changes).toContainEqual({
      staffId: admin.id,
      detail: { linkSentTo: member.email, resetsEnrolment: true },
    });
    expect(changes).toContainEqual({ staffId: member.id, detail: { reenrolled: member.email } });
  });

  it('shows each member as invited, enrolled or disabled, and keeps the admin’s own row out of reach', async () => {
    const asAdmin = asStaff(suite.app, admin.tokens.access_token);
    const invited = (
      await asAdmin.post('/members', {
        email: `invited-${randomUUID()}@supplier.test`,
        role: 'analyst',
        name: 'Ivy Invited',
      })
    ).json() as { id: string; email: string };
    const enrolled = await createStaff(suite.app, 'viewer');
    const disabled = await createStaff(suite.app, 'viewer');
    expect((await asAdmin.patch(`/members/${disabled.id}`, { disabled: true })).statusCode).toBe(200);
    const states = Object.fromEntries(
      ((await asAdmin.get('/members')).json().items as Array<{ id: string; state: string }>).map((item) => [
        item.id,
        item.state,
      ]),
    );
    expect([states[invited.id], states[enrolled.id], states[disabled.id], states[admin.id]]).toEqual([
      'invited',
      'enrolled',
      'disabled',
      'enrolled',
    ]);

    // A new link for the invited member voids the first, as the page's button does; a disabled member gets none.
    const firstLink = /\/staff\/set-password\?ac=([\w-]{43})/.exec((await mail.next(invited.email)).text)![1];
    expect((await asAdmin.post(`/members/${invited.id}/link`)).statusCode).toBe(204);
    expect((await setPassword(firstLink, 'Ledger-review-88')).statusCode).toBe(400);
    const disabledLink = await asAdmin.post(`/members/${disabled.id}/link`);
    expect(disabledLink.statusCode).toBe(409);
    expect(disabledLink.json().code).toBe('STAFF_DISABLED');

    for (const refused of [
      await asAdmin.patch(`/members/${admin.id}`, { role: 'viewer' }),
      await asAdmin.patch(`/members/${admin.id}`, { disabled: true }),
      await asAdmin.post(`/members/${admin.id}/link`),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'STAFF_SELF_CHANGE' });
      expect(refused.json().detail).toMatch(/Ask another administrator/);
    }
    expect((await asAdmin.get('/me')).json()).toMatchObject({ role: 'admin', state: 'enrolled' });
  });
});
