import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../scripts/lib/mail-catcher.ts';
import type * as Staff from '../server/staff/support.ts';
import type * as FormFiles from '../../src/shared/form-files.ts';
import type * as I18n from '../../src/server/i18n/server-i18n.ts';
import type * as AnswerRows from '../../src/app/staff/application/reference-answer.ts';
import type { LoadedForm } from '../../src/engine/index.ts';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import type { AnalystProduct } from './analyst-product.ts';
import { YEARS_KNOWN } from './edited-references.ts';

/** The range message of the new question: the answer forms' existing `reference.errors.count`, naming its label. */
const RANGE = {
  en: `${YEARS_KNOWN.en} must be a whole number from 0 to 100.`,
  es: `${YEARS_KNOWN.es} debe ser un número entero entre 0 y 100.`,
} as const;

/**
 * Two suppliers the applicant names, each with an email, so each is asked on submit; addresses of their own, not
 * the sample data's, which the other tests' applications ask too.
 */
const paint = {
  company: 'Ozark Paint Supply',
  contact: 'Dana Miller',
  email: 'credit@ozark-paint-supply.example',
  phone: '417 555 0188',
};
const tools = {
  company: 'Quiet Tools',
  contact: 'Jo Quiet',
  email: 'credit@quiettools.example',
  phone: '417 555 0111',
};

const answer = {
  customerSince: 2019,
  yearsKnown: 6,
  highCredit: 12000,
  currentBalance: 3400,
  pastDue: 0,
  paymentTerms: 'NET_30',
  daysBeyondTerms: 4,
};

/**
 * #26's done-when: an analyst changes the number of trade references required and adds a question to the trade
 * reference's answer form by JSON only (edited-references.ts), and the server, the reference's form, the console's
 * reading of the answer and the PDFs follow, on the product `product` started on a copy holding the edits.
 */
export function describeEditedReferences(product: AnalystProduct): void {
  describe('an analyst requires two trade references and adds a question to their answer form, JSON only', () => {
    let manager: ReturnType<typeof Staff.asStaff>;
    beforeAll(async () => {
      const { asStaff, createStaff } = product.staff;
      manager = asStaff(product.app, (await createStaff(product.app, 'manager')).tokens.access_token);
    });

    /** The reference's side, with no account: as its browser calls it. */
    const reference = (method: 'GET' | 'PUT', token: string, body?: unknown, language = 'en') =>
      product.app.inject({
        method,
        url: `/api/v1/reference/${token}`,
        headers: { 'accept-language': language, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
        remoteAddress: '198.51.100.7',
        ...(body === undefined ? {} : { payload: body as object }),
      });

    it('fills the test data’s references step with the two now required', () => {
      expect(product.fixtures.references.tradeReferences).toHaveLength(2);
    });

    it.each([
      ['en', 'Trade references needs at least 2 entries.'],
      ['es', 'El campo Referencias comerciales necesita al menos 2 entradas.'],
    ] as const)('refuses %s one trade reference, naming the list, and takes two', async (language, message) => {
      const api = product.support.as(product.app, await product.support.createUser(product.app, language));
      const one = await api.put('/references', { tradeReferences: [paint] });
      expect(one.statusCode).toBe(400);
      expect(one.json().errors).toEqual({ tradeReferences: message });
      expect((await api.put('/references', { tradeReferences: [paint, tools] })).statusCode).toBe(200);
    });

    it(
      'asks the question on the reference’s form, checks its answer, and shows it labelled to the credit department',
      { timeout: 120_000 },
      async () => {
        const { app, mail, support, submitter } = product;
        const { user, ids } = await product.readySubmitter();
        const api = support.as(app, user);
        expect((await api.put('/references', { tradeReferences: [paint, tools] })).statusCode).toBe(200);
        const submitted = await api.put('/terms', submitter.submitBody(ids));
        expect(submitted.statusCode).toBe(200);
        const { applicationId } = submitted.json();

        const token = new URL(linkIn(await mail.next(paint.email), app.config.publicUrl)).searchParams.get('ac')!;
        const opened = await reference('GET', token);
        expect(opened.statusCode).toBe(200);
        expect(opened.json()).toMatchObject({ kind: 'trade', form: 'reference/trade' });
        // The page renders the form the GET names, as the build compiles it from the schemas folder: the copy's.
        const { loadForm }: typeof FormFiles = await import('../../src/shared/form-files.ts');
        const form = loadForm(opened.json().form);
        expect(form.uiSchema['ui:order']).toContain('yearsKnown');
        expect(form.schema.properties).toHaveProperty('yearsKnown');

        // The server checks the new question with the same form: required, and in its range, in either language.
        const missing = await reference('PUT', token, { ...answer, yearsKnown: undefined });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toEqual({ yearsKnown: `${YEARS_KNOWN.en} is required.` });
        for (const language of ['en', 'es'] as const) {
          const wrong = await reference('PUT', token, { ...answer, yearsKnown: 1.5 }, language);
          expect(wrong.statusCode).toBe(400);
          expect(wrong.json().errors).toEqual({ yearsKnown: RANGE[language] });
        }
        expect((await reference('PUT', token, answer)).statusCode).toBe(200);

        // The console's detail carries the answer; the panel labels it from the answer form, as answerRows reads it.
        const detail = (await manager.get(`/applications/${applicationId}`)).json().references;
        expect(detail[0]).toMatchObject({ status: 'ANSWERED', answer });
        const { answerRows }: typeof AnswerRows = await import('../../src/app/staff/application/reference-answer.ts');
        const { createTranslators }: typeof I18n = await import('../../src/server/i18n/server-i18n.ts');
        const translators = createTranslators();
        for (const language of ['en', 'es'] as const) {
          const rows = answerRows(form as LoadedForm, detail[0].answer, translators[language] as unknown as TFunction);
          expect(rows[1]).toEqual([YEARS_KNOWN[language], '6']);
        }

        // The signed application prints both references the step now requires.
        const signed = await pdfText((await app.submissions.signedPdf(user.id))!);
        for (const printed of [paint.company, tools.company]) expect(signed).toContain(printed);
      },
    );

    it('prints the references section on the paper application', { timeout: 120_000 }, async () => {
      const { text } = await product.paper('/application/MO-ENG.pdf');
      for (const printed of ['Trade references', 'Trade reference 1', 'Trade reference 2'])
        expect(text).toContain(printed);
    });
  });
}
