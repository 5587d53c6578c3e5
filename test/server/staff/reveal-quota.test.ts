import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { submitApplication } from './applications.ts';
import { createStaff } from './support.ts';

/** A small quota, so the test reaches it in a few calls. */
const REVEALS_PER_DAY = 3;

describeOnEachDatabase('the daily reveal quota on $name', (suite) => {
  let mail: MailCatcher;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    return { env: { SMTP_URL: mail.url, STAFF_REVEALS_PER_DAY: String(REVEALS_PER_DAY) } };
  });
  beforeAll(async () => {
    await suite.app.ready();
  });
  afterAll(async () => {
    await mail?.close();
  });

  it('refuses a member’s reveals past the quota with a localized 429, and tells the admins once', async () => {
    const { applicationId } = await submitApplication(suite.app);
    const admin = await createStaff(suite.app, 'admin');
    const manager = await createStaff(suite.app, 'manager');
    const reveal = (token: string, language = 'en') =>
      suite.app.inject({
        method: 'POST',
        url: `/api/v1/staff/applications/${applicationId}/reveal`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language, ...xsrfHeaders() },
        payload: { reason: 'Checking the guarantor' },
      });

    // Reaching the quota takes its last reveals at once: each is counted, and exactly one notice goes out.
    expect((await reveal(manager.tokens.access_token)).statusCode).toBe(200);
    const atOnce = await Promise.all([reveal(manager.tokens.access_token), reveal(manager.tokens.access_token)]);
    expect(atOnce.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const refused = await reveal(manager.tokens.access_token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'REVEAL_QUOTA_REACHED', title: 'Daily limit reached' });
    expect(refused.json().detail).toContain(`${REVEALS_PER_DAY} times today`);
    const spanish = await reveal(manager.tokens.access_token, 'es-MX');
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json()).toMatchObject({ title: 'Límite diario alcanzado' });

    // The admin gets their invitation (from when they were made) and the notice, in either order: the outbox sends
    // each on its own, and on a loaded machine the invitation came second.
    const received = [await mail.next(admin.email), await mail.next(admin.email)];
    const notices = received.filter((email) => /daily limit/.test(email.subject));
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice.subject).toBe(`${manager.email} reached the daily limit of SSN reveals`);
    expect(notice.text).toContain(`${REVEALS_PER_DAY} times today`);
    await expect(mail.next(admin.email, 1500)).rejects.toThrow();

    // The quota is the member's own: another manager still reveals.
    const other = await createStaff(suite.app, 'manager');
    expect((await reveal(other.tokens.access_token)).statusCode).toBe(200);
  });
});
