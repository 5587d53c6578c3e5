import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { businessInfo, coOwner, owner, SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { pdfText } from '../pdf/helpers/pdf-text.ts';
import { dataUrl, HOSTILE_PNGS } from '../../../scripts/lib/files/png-fixtures.ts';
import { readySubmitter, submitBody as body } from './ready-submitter.ts';
import { until } from '../../helpers/until.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_AS_PNG = dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(40).fill(1)]));
const TOO_LARGE = dataUrl(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(201 * 1024, 7)]));

describeOnEachDatabase('submitting the signed application on $name', (suite) => {
  let mail: MailCatcher;
  suite.appOptions(async () => {
    mail = await startMailCatcher();
    return { env: { SMTP_URL: mail.url, CREDIT_DEPT_EMAIL: 'credit@supplier.test' } };
  });
  afterAll(async () => {
    await mail?.close();
  });

  const emailOf = async (user: TestUser) => (await suite.app.repositories.users.findById(user.id))!.email;

  const readyUser = (applicants = [owner, coOwner]) => readySubmitter(suite.app, applicants);

  it('answers an Application ID, locks the application, keeps the signed PDF and emails both parties', async () => {
    const { user, ids } = await readyUser();
    const response = await as(suite.app, user).put('/terms', body(ids));
    expect(response.statusCode).toBe(200);
    const { applicationId } = response.json();
    expect(applicationId).toMatch(/^TCA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    expect((await as(suite.app, user).put('/business-info', businessInfo)).statusCode).toBe(409);
    const view = (await as(suite.app, user).get('/credit-app')).json();
    expect(view).toMatchObject({ status: 'SUBMITTED', applicationId });

    const stored = await suite.app.db
      .selectFrom('submissions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      application_number: applicationId,
      personal_guarantee_agreed: 1,
      language: 'en',
      client_ip: '127.0.0.1',
    });
    expect(stored.terms_id).toBe(suite.app.termsTexts.en.terms.id);
    expect(stored.general_terms_id).toBe(suite.app.termsTexts.en.generalTerms.id);
    const signatures = await suite.app.db
      .selectFrom('submission_signatures')
      .selectAll()
      .where('application_id', '=', stored.application_id)
      .execute();
    expect(signatures.map((row) => row.applicant_id).sort()).toEqual([...ids].sort());

    const pdf = await PDFDocument.load(Buffer.from(stored.pdf_base64, 'base64'));
    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images.length).toBeGreaterThanOrEqual(2);
    const text = Buffer.from(stored.pdf_base64, 'base64').toString('latin1');
    expect(pdf.getTitle()).toContain(applicationId);
    expect(text).not.toContain('123456789');

    const confirmation = await mail.next(await emailOf(user));
    expect(confirmation.subject).toContain(applicationId);
    expect(confirmation.text).toContain(applicationId);
    const notice = await mail.next('credit@supplier.test');
    expect(notice.subject).toContain(applicationId);
    expect(notice.text).toContain('Acme Garage LLC');
    for (const message of [confirmation, notice]) {
      expect(message.text).not.toMatch(/123456789|987650001|1970-05-17|1980-12-01|6789\b/);
    }
  });

  it('keeps a PDF of the whole signed application: sections, masked SSNs, versions of the terms, time', async () => {
    const { user, ids } = await readyUser([owner]);
    const { applicationId } = (await as(suite.app, user).put('/terms', body(ids))).json();
    const text = await pdfText((await suite.app.submissions.signedPdf(user.id))!);
    for (const expected of [
      'Acme Garage LLC',
      'BUSINESS INFORMATION',
      'APPLICANTS',
      'ACCOUNT INFORMATION',
      'Ann Owner',
      '*****6789',
      applicationId,
      suite.app.termsTexts.en.terms.id,
      'SIGNATURES',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Social Security Number: \d|1970-05-17/);
  });

  it('gives the same ID to the same request again, and to two at once, with one set of emails', async () => {
    const { user, ids } = await readyUser();
    const email = await emailOf(user);
    const [first, second] = await Promise.all([
      as(suite.app, user).put('/terms', body(ids)),
      as(suite.app, user).put('/terms', body(ids)),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().applicationId).toBe(first.json().applicationId);
    const again = await as(suite.app, user).put('/terms', body(ids));
    expect(again.json().applicationId).toBe(first.json().applicationId);
    await mail.next(email);
    // An email leaves the outbox once the SMTP server took it: with the outbox empty, no second one can come.
    await until('the outbox to empty', async () => (await suite.app.outbox.backlog()).pending === 0);
    expect(mail.received.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect(mail.received.filter((message) => message.subject.includes(first.json().applicationId))).toHaveLength(2);
    const rows = await suite.app.db
      .selectFrom('submissions')
      .select('application_number')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['terms not agreed', (ids: string[]) => body(ids, { terms: false }), 'terms', 'Must agree to terms.'],
    [
      'general terms missing',
      (ids: string[]) => body(ids, { generalTerms: undefined }),
      'generalTerms',
      'Must agree to terms.',
    ],
    [
      'a signature missing',
      (ids: string[]) =>
        body(ids, { applicants: [{ applicantId: ids[0], signature: SIGNATURE }, { applicantId: ids[1] }] }),
      'applicants.1.signature',
      'Signature is required.',
    ],
    [
      'a co-owner left out',
      (ids: string[]) => body(ids, { applicants: [{ applicantId: ids[0], signature: SIGNATURE }] }),
      'applicants',
      'Bo Partner has not signed.',
    ],
    [
      'a JPEG passed off as PNG',
      (ids: string[]) => body(ids, { applicants: ids.map((applicantId) => ({ applicantId, signature: JPEG_AS_PNG })) }),
      'applicants.0.signature',
      'Signature is required.',
    ],
    [
      'a signature over 200 KB',
      (ids: string[]) => body(ids, { applicants: ids.map((applicantId) => ({ applicantId, signature: TOO_LARGE })) }),
      'applicants.0.signature',
      'The signature image is too large: clear it and sign again.',
    ],
    ...Object.entries(HOSTILE_PNGS).map(([name, make]): [string, (ids: string[]) => object, string, string] => [
      `a signature PNG with ${name}`,
      (ids: string[]) =>
        body(ids, { applicants: ids.map((applicantId) => ({ applicantId, signature: dataUrl(make()) })) }),
      'applicants.0.signature',
      name.includes('10000')
        ? 'The signature image is too large: clear it and sign again.'
        : 'The signature image could not be read: clear it and sign again.',
    ]),
    [
      'a signer who is not an applicant',
      (ids: string[]) =>
        body(ids, {
          applicants: [
            { applicantId: ids[0], signature: SIGNATURE },
            { applicantId: 'someone-else', signature: SIGNATURE },
          ],
        }),
      'applicants.1.applicantId',
      'This signer is not an applicant of this application.',
    ],
  ])('refuses %s with 400 naming the field, and submits nothing', async (_name, make, field, message) => {
    const { user, ids } = await readyUser();
    const response = await as(suite.app, user).put('/terms', make(ids));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors[field]).toBe(message);
    expect((await as(suite.app, user).get('/credit-app')).json().status).toBe('DRAFT');
  });

  it('refuses with 409 naming each step not saved yet', async () => {
    const user = await createUser(suite.app);
    await as(suite.app, user).put('/business-info', businessInfo);
    const response = await as(suite.app, user).put('/terms', body(['x']));
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'accountInformation',
      'applicantInformation',
      'applicants',
      'references',
    ]);
    expect(response.json().errors.applicants).toBe('Applicants is not complete.');
  });

  it('speaks Spanish to a Spanish applicant', async () => {
    const { user, ids } = await readyUser([owner]);
    const spanish = { ...user, headers: { ...user.headers, 'accept-language': 'es-MX' } };
    const refused = await as(suite.app, spanish).put('/terms', body(ids, { terms: false }));
    expect(refused.json().errors.terms).toBe('Debe aceptar los términos.');
    const { applicationId } = (await as(suite.app, spanish).put('/terms', body(ids))).json();
    const confirmation = await mail.next(await emailOf(user));
    expect(confirmation.subject).toBe(`Recibimos su solicitud de crédito ${applicationId} de Bluestem Parts & Supply`);
  });
});
