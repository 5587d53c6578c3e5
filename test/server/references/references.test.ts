import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { referenceFigures } from '../../../src/server/references/index.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import { readySubmitter, submitBody } from '../submission/ready-submitter.ts';

const DAY_MS = 86_400_000;

/** A supplier that answers; one at the applicant's own domain with the owner's phone; one without an email. */
const paint = {
  company: 'Ozark Paint Supply',
  contact: 'Dana Miller',
  email: 'ar@ozarkpaint.example',
  phone: '417 555 0188',
};
const sister = {
  company: 'Acme Sister Co',
  contact: 'Sam Acme',
  email: 'credit@acme.example',
  phone: '(417) 555-0102',
};
const silent = { company: 'Quiet Tools', contact: 'Jo Quiet', phone: '417 555 0111', accountNumber: 'QT-1' };
const bank = {
  bank: 'Springfield Community Bank',
  contact: 'Lee Banker',
  email: 'lee@scbank.example',
  phone: '417 555 0177',
  accountType: 'CHECKING',
};

const answer = {
  customerSince: 2019,
  highCredit: 12000,
  currentBalance: 3400,
  pastDue: 0,
  paymentTerms: 'NET_30',
  daysBeyondTerms: 4,
  comments: 'Pays by check.',
};

describeOnEachDatabase('trade and bank references on $name', (suite) => {
  let mail: MailCatcher;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    return { env: { SMTP_URL: mail.url } };
  });
  let manager: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    await suite.app.ready();
    manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
  });
  afterAll(async () => mail?.close());

  /** The reference's side, with no account: as its browser calls it. */
  const reference = (method: 'GET' | 'PUT', token: string, body?: unknown, language = 'en') =>
    suite.app.inject({
      method,
      url: `/api/v1/reference/${token}`,
      headers: { 'accept-language': language, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      remoteAddress: '198.51.100.7',
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const tokenOf = async (to: string) =>
    new URL(linkIn(await mail.next(to), suite.app.config.publicUrl)).searchParams.get('ac')!;
  /** Whether the queue's "references complete" filter lists the application. */
  const complete = async (applicationId: string) =>
    (await manager.get(`/applications?view=all&references=complete&q=${applicationId}`)).json().total === 1;
  const notFound = (response: Awaited<ReturnType<typeof reference>>) => {
    expect(response.statusCode).toBe(404);
    const { code, title, detail } = response.json();
    return { code, title, detail };
  };

  it('validates and filters the step like every step, with messages in the applicant’s language', async () => {
    const bad = { tradeReferences: [{ ...paint, accountNumber: 'OZ 44' }], bankReferences: [bank, bank] };
    const english = await as(suite.app, await createUser(suite.app, 'en')).put('/references', bad);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toMatchObject({
      'tradeReferences.0.accountNumber': 'Your account number with them must be 1 to 20 letters, digits or dashes.',
      bankReferences: expect.stringContaining('at most 1'),
    });
    const spanish = await as(suite.app, await createUser(suite.app, 'es')).put('/references', bad);
    expect(spanish.json().errors['tradeReferences.0.accountNumber']).toBe(
      'Su número de cuenta con ellos debe tener de 1 a 20 letras, dígitos o guiones.',
    );
    const none = await as(suite.app, await createUser(suite.app)).put('/references', { tradeReferences: [] });
    expect(none.statusCode).toBe(400);

    const user = await createUser(suite.app);
    const saved = await as(suite.app, user).put('/references', { tradeReferences: [{ ...paint, rating: 'A+' }] });
    expect(saved.statusCode).toBe(200);
    expect((await as(suite.app, user).get('/credit-app')).json().references).toEqual({ tradeReferences: [paint] });
  });

  it(
    'asks, answers, declines, reminds, expires and shows it all to the credit department',
    { timeout: 60_000 },
    async () => {
      const { user, ids } = await readySubmitter(suite.app, undefined, { language: 'es' });
      const api = as(suite.app, user);
      expect(
        (await api.put('/references', { tradeReferences: [paint, sister, silent], bankReferences: [bank] })).statusCode,
      ).toBe(200);
      const submitted = await api.put('/terms', submitBody(ids));
      expect(submitted.statusCode).toBe(200);
      const { applicationId } = submitted.json();

      // Each reference with an email is asked, in the application's language; the one without is sent nothing.
      const first = await mail.next(paint.email);
      expect(first.subject).toMatch(/^Acme Garage LLC le nombró como referencia ante /);
      expect(first.text).toContain('/reference?ac=');
      const paintToken = new URL(linkIn(first, suite.app.config.publicUrl)).searchParams.get('ac')!;
      const sisterToken = await tokenOf(sister.email);
      const bankToken = await tokenOf(bank.email);

      const opened = await reference('GET', paintToken);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        kind: 'trade',
        form: 'reference/trade',
        companyName: 'Acme Garage LLC',
        referenceName: paint.company,
        language: 'es',
      });

      // The answer form refuses bad input with its own messages, in the reference's language.
      const wrong = { ...answer, highCredit: -5, daysBeyondTerms: 1.5, customerSince: undefined };
      const refused = await reference('PUT', paintToken, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        customerSince: 'Customer since (year) is required.',
        highCredit: 'Highest credit in the last 12 months ($) must be a whole number of dollars from 0 to 100000000.',
        daysBeyondTerms: 'Average days beyond terms must be a whole number of days from 0 to 365.',
      });
      const enEspañol = await reference('PUT', paintToken, wrong, 'es');
      expect(enEspañol.json().errors.highCredit).toBe(
        'Crédito máximo en los últimos 12 meses ($) debe ser un número entero de dólares entre 0 y 100000000.',
      );
      expect((await reference('PUT', bankToken, { declined: false })).statusCode).toBe(400);

      expect((await reference('PUT', paintToken, { ...answer, creditScore: 800 })).statusCode).toBe(200);
      expect((await reference('PUT', bankToken, { declined: true })).statusCode).toBe(200);

      // A used link, an unknown one and (below) an expired one are the same 404.
      const unknown = notFound(await reference('GET', 'A'.repeat(43)));
      expect(notFound(await reference('GET', paintToken))).toEqual(unknown);
      expect(notFound(await reference('PUT', paintToken, answer))).toEqual(unknown);
      expect(notFound(await reference('GET', 'not a token at all'))).toEqual(unknown);

      // Reminders after 3 and 7 days go to the one reference that has not answered; then none.
      const remind = (days: number) => suite.app.references.sendDueReminders(new Date(Date.now() + days * DAY_MS));
      expect(await remind(2.9)).toBe(0);
      expect(await remind(3.1)).toBe(1);
      expect(await remind(3.2)).toBe(0);
      expect((await mail.next(sister.email)).subject).toMatch(/^Recordatorio: Acme Garage LLC/);
      expect(await remind(7.1)).toBe(1);
      expect(await remind(20)).toBe(0);
      expect(mail.received.filter((email) => email.to.includes(paint.email))).toHaveLength(1);

      // Staff see statuses, the answer, the emails sent and the flags; one reminder by hand, once.
      let detail = (await manager.get(`/applications/${applicationId}`)).json().references;
      expect(detail.map((entry: { status: string | null }) => entry.status)).toEqual([
        'ANSWERED',
        'SENT',
        null,
        'DECLINED',
      ]);
      expect(detail[0]).toMatchObject({ answer, emailsSent: 1, flags: [], canRemind: false });
      expect(detail[1]).toMatchObject({ emailsSent: 3, canRemind: true });
      expect(detail[1].flags).toEqual(expect.arrayContaining(['APPLICANT_DOMAIN', 'SAME_CONTACT_AS_APPLICANT']));
      const sisterRequest = detail[1].requestId;
      expect(await complete(applicationId)).toBe(false);
      const remindPath = `/applications/${applicationId}/references/${sisterRequest}/remind`;
      expect((await manager.post(remindPath, {})).statusCode).toBe(200);
      expect((await manager.post(remindPath, {})).statusCode).toBe(409);

      // Thirty days later the link has expired: the same 404, and the status says so.
      const past = (column: 'created_at' | 'expires_at') =>
        new Date(Date.now() - (column === 'created_at' ? 31 : 1) * DAY_MS).toISOString();
      await suite.app.db
        .updateTable('reference_requests')
        .set({ created_at: past('created_at'), expires_at: past('expires_at') })
        .where('id', '=', sisterRequest)
        .execute();
      expect(notFound(await reference('GET', sisterToken))).toEqual(unknown);
      detail = (await manager.get(`/applications/${applicationId}`)).json().references;
      expect(detail[1]).toMatchObject({ status: 'EXPIRED', emailsSent: 4, canRemind: false });
      expect(await complete(applicationId)).toBe(true);

      const { id } = await suite.app.repositories.creditApplications.getOrCreateDraft(user.id);
      expect(await referenceFigures(suite.app.db, id)).toEqual([
        { kind: 'trade', status: 'ANSWERED', highCredit: 12000, daysBeyondTerms: 4, flagged: false },
        { kind: 'trade', status: 'EXPIRED', flagged: true },
        { kind: 'bank', status: 'DECLINED', flagged: false },
      ]);

      // A request for changes reopens the step: a changed reference is asked anew, an unchanged one keeps its answer.
      const changes = { decision: 'REQUEST_CHANGES', steps: ['references'], message: 'Another bank, please.' };
      expect((await manager.post(`/applications/${applicationId}/decision`, changes)).statusCode).toBe(200);
      const otherBank = { ...bank, bank: 'Ozark Savings', email: 'ops@ozarksavings.example' };
      expect(
        (await api.put('/references', { tradeReferences: [paint, silent], bankReferences: [otherBank] })).statusCode,
      ).toBe(200);
      expect((await api.put('/terms', submitBody(ids))).statusCode).toBe(200);
      expect(await tokenOf(otherBank.email)).toMatch(/^[\w-]{43}$/);
      detail = (await manager.get(`/applications/${applicationId}`)).json().references;
      expect(detail.map((entry: { status: string | null }) => entry.status)).toEqual(['ANSWERED', null, 'SENT']);
      expect(detail[0].answer).toEqual(answer);
      expect(await complete(applicationId)).toBe(false);
    },
  );
});
