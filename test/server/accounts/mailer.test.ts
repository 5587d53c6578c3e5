import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTranslators } from '../../../src/server/i18n/server-i18n.ts';
import { createMailer } from '../../../src/server/mail/mailer.ts';
import { renderEmail } from '../../../src/server/mail/render-email.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { parseMail, startMailCatcher } from '../../../scripts/lib/mail-catcher.ts';

const translators = createTranslators();
const outbox = mkdtempSync(join(tmpdir(), 'outbox-test-'));
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

describe('rendering an email', () => {
  it('writes the texts of emails.json in the language asked, with the brand and the link, as text and HTML', () => {
    const email = renderEmail(translators.es, 'es', 'verifyEmail', {}, 'https://app.test/verify-email?ac=abc&x=<1>');
    expect(email.subject).toBe(
      'Verifique su correo electrónico para su solicitud de crédito de Bluestem Parts & Supply',
    );
    expect(email.text).toContain('Verificar mi correo electrónico:\nhttps://app.test/verify-email?ac=abc&x=<1>');
    expect(email.text).toContain('(417) 555-0142');
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('href="https://app.test/verify-email?ac=abc&amp;x=&lt;1&gt;"');
    expect(email.html).toContain('Bluestem Parts &amp; Supply');
    expect(email.html).not.toContain('<1>');
  });

  it('is signed by the credit department named in the language of the email', () => {
    expect(renderEmail(translators.es, 'es', 'resetPassword').text).toContain(
      'El Departamento de Crédito de Bluestem Parts & Supply',
    );
    expect(renderEmail(translators.en, 'en', 'resetPassword').text).toContain(
      'The Credit Department of Bluestem Parts & Supply',
    );
    for (const language of ['en', 'es'] as const) {
      const email = renderEmail(translators[language], language, 'applicationSubmitted', { applicationId: 'A-1' });
      expect(email.text + email.html).not.toMatch(/Credit Department de|El Credit/);
    }
  });

  it("writes the credit department's notice without the applicant's footer", () => {
    const values = { applicationId: 'A-1', companyName: 'Acme', applicantEmail: 'ann@example.com' };
    const notice = renderEmail(translators.en, 'en', 'applicationReceived', values, undefined, 'staff');
    const applicant = renderEmail(translators.en, 'en', 'applicationSubmitted', values);
    const footer = ['You receive this email because', 'Questions? Call'];
    for (const line of footer) {
      expect(applicant.text).toContain(line);
      expect(applicant.html).toContain(line);
      expect(notice.text).not.toContain(line);
      expect(notice.html).not.toContain(line);
    }
    expect(notice.text).toContain('The Bluestem Parts & Supply online credit application');
  });

  it('leaves out the button when the email has no link', () => {
    const email = renderEmail(translators.en, 'en', 'resetPassword');
    expect(email.html).not.toContain('<a ');
    expect(email.text).not.toContain('Choose a new password:');
  });
});

describe('the mailer', () => {
  it('without SMTP_URL writes an .eml file to OUTBOX_DIR and prints its link in the log', async () => {
    const log = captureLog();
    const mailer = createMailer(
      { smtpUrl: undefined, outboxDir: outbox, publicUrl: 'http://localhost:3000' },
      pino(log.stream),
    );
    const link = mailer.link('/verify-email', { ac: 'token-for-the-outbox' });
    expect(link).toBe('http://localhost:3000/verify-email?ac=token-for-the-outbox');
    await mailer.send({ to: 'ann@example.com', language: 'en', template: 'verifyEmail', actionUrl: link });
    await mailer.close();
    const [file] = readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    const mail = await parseMail(readFileSync(join(outbox, file), 'utf8'), ['ann@example.com']);
    expect(mail.headers.to).toBe('ann@example.com');
    expect(mail.text).toContain(link);
    expect(log.text()).toContain(link);
    expect(log.text()).toContain(file);
  });

  it('with SMTP_URL sends through the SMTP server and logs nothing of the email', async () => {
    const catcher = await startMailCatcher();
    const log = captureLog();
    const mailer = createMailer(
      { smtpUrl: catcher.url, outboxDir: outbox, publicUrl: 'https://credit.example.test' },
      pino(log.stream),
    );
    await mailer.send({
      to: 'Ben@Example.com',
      language: 'es',
      template: 'resetPassword',
      actionUrl: mailer.link('/reset-password', { ac: 'secret-token' }),
      attachments: [{ filename: 'letter.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 x') }],
    });
    await mailer.close();
    const mail = await catcher.next('ben@example.com');
    expect(mail.subject).toMatch(/^Restablezca su contraseña/);
    expect(mail.headers['content-language']).toBe('es');
    expect(mail.raw).toContain('filename=letter.pdf');
    expect(mail.raw).toContain(Buffer.from('%PDF-1.7 x').toString('base64'));
    expect(log.text()).not.toContain('secret-token');
    await catcher.close();
  });

  it('rejects a send the SMTP server cannot take, so that the outbox tries it again', async () => {
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:9', outboxDir: outbox, publicUrl: 'https://credit.example.test' },
      pino({ level: 'silent' }),
    );
    await expect(
      mailer.send({ to: 'ann@example.com', language: 'en', template: 'accountExists' }),
    ).rejects.toMatchObject({ code: expect.any(String) });
    await mailer.close();
  });
});
