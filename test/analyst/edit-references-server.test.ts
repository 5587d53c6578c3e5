import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher.ts';
import type { JsonEdit } from '../helpers/json-edit.ts';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
// Types only, erased at run time: the modules themselves are imported once the variables below are set.
import type * as Fixtures from '../../scripts/lib/credit-app/fixtures.ts';
import type * as Lint from '../../scripts/lib/lint/index.ts';
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type * as TestApp from '../../scripts/lib/server-harness/test-app.ts';
import type * as Submitter from '../server/submission/ready-submitter.ts';
import type * as Staff from '../server/staff/support.ts';
import type * as FormFiles from '../../src/shared/form-files.ts';
import type * as I18n from '../../src/server/i18n/server-i18n.ts';
import type * as AnswerRows from '../../src/app/staff/application/reference-answer.ts';
import type { LoadedForm } from '../../src/engine/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The question the analyst adds to the trade reference's answer form, and its label in each language. */
const YEARS_KNOWN = { en: 'Years you have known them', es: 'Años que los conoce' } as const;
/** Its range message: the answer forms' existing `reference.errors.count`, naming the new label. */
const RANGE = {
  en: `${YEARS_KNOWN.en} must be a whole number from 0 to 100.`,
  es: `${YEARS_KNOWN.es} debe ser un número entero entre 0 y 100.`,
} as const;

function editJson(file: string, edit: JsonEdit): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * A copy of schemas/ and locales/ edited as docs/analysts.md#references tells an analyst, JSON only: two trade
 * references required (`minItems`), and a required whole-number question "years known" on the trade reference's
 * answer form, with its range message (an existing text), its `ui:title` and place in `ui:order`, and its label in
 * both languages' reference.json.
 */
function copyWithEditedReferences(): { schemasDir: string; localesDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'analyst-references-'));
  const schemasDir = join(dir, 'schemas');
  const localesDir = join(dir, 'locales');
  cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
  cpSync(join(ROOT, 'locales'), localesDir, { recursive: true });
  editJson(join(schemasDir, 'steps/references.schema.json'), (schema) => {
    schema.properties.tradeReferences.minItems = 2;
  });
  editJson(join(schemasDir, 'reference/trade.schema.json'), (schema) => {
    const range = 'reference.errors.count';
    schema.properties.yearsKnown = {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      examples: [6],
      errorMessage: { type: range, minimum: range, maximum: range },
    };
    schema.required.push('yearsKnown');
  });
  editJson(join(schemasDir, 'reference/trade.ui.json'), (ui) => {
    ui['ui:order'].splice(ui['ui:order'].indexOf('customerSince') + 1, 0, 'yearsKnown');
    ui.yearsKnown = {
      'ui:title': 'reference.fields.yearsKnown',
      'ui:autocomplete': 'off',
      'ui:options': { inputMode: 'numeric', width: 'half' },
    };
  });
  for (const language of ['en', 'es'] as const)
    editJson(
      join(localesDir, language, 'reference.json'),
      (texts) => (texts.fields.yearsKnown = YEARS_KNOWN[language]),
    );
  return { schemasDir, localesDir };
}

const copy = copyWithEditedReferences();
// The product reads the folders named by these variables; set before any product module is imported.
process.env.SCHEMAS_DIR = copy.schemasDir;
process.env.LOCALES_DIR = copy.localesDir;

/** Two suppliers the applicant names, each with an email, so each is asked on submit. */
const paint = {
  company: 'Ozark Paint Supply',
  contact: 'Dana Miller',
  email: 'ar@ozarkpaint.example',
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
 * reference's answer form by JSON only, and the lint, the server, the reference's form, the console's reading of the
 * answer and the PDFs follow.
 */
describe('an analyst requires two trade references and adds a question to their answer form, JSON only', () => {
  let app: Awaited<ReturnType<typeof TestApp.createTestApp>>;
  let mail: MailCatcher;
  let support: typeof Support;
  let submitter: typeof Submitter;
  let fixtures: typeof Fixtures;
  let manager: ReturnType<typeof Staff.asStaff>;

  beforeAll(async () => {
    const { createTestApp } = await import('../../scripts/lib/server-harness/test-app.ts');
    support = await import('../../scripts/lib/credit-app/support.ts');
    submitter = await import('../server/submission/ready-submitter.ts');
    fixtures = await import('../../scripts/lib/credit-app/fixtures.ts');
    const staff: typeof Staff = await import('../server/staff/support.ts');
    mail = await startMailCatcher();
    app = await createTestApp(`sqlite:${join(copy.schemasDir, '..', 'app.db')}`, { env: { SMTP_URL: mail.url } });
    await app.ready();
    manager = staff.asStaff(app, (await staff.createStaff(app, 'manager')).tokens.access_token);
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
  });

  /** The reference's side, with no account: as its browser calls it. */
  const reference = (method: 'GET' | 'PUT', token: string, body?: unknown, language = 'en') =>
    app.inject({
      method,
      url: `/api/v1/reference/${token}`,
      headers: { 'accept-language': language, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      remoteAddress: '198.51.100.7',
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('passes the schema lint', async () => {
    const { lintProject }: typeof Lint = await import('../../scripts/lib/lint/index.ts');
    const brandFile = resolve(ROOT, 'src/shared/brand.json');
    const { findings } = lintProject({ ...copy, brandFile });
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('fills the test data’s references step with the two now required', () => {
    expect(fixtures.references.tradeReferences).toHaveLength(2);
  });

  it.each([
    ['en', 'Trade references needs at least 2 entries.'],
    ['es', 'El campo Referencias comerciales necesita al menos 2 entradas.'],
  ] as const)('refuses %s one trade reference, naming the list, and takes two', async (language, message) => {
    const api = support.as(app, await support.createUser(app, language));
    const one = await api.put('/references', { tradeReferences: [paint] });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toEqual({ tradeReferences: message });
    expect((await api.put('/references', { tradeReferences: [paint, tools] })).statusCode).toBe(200);
  });

  it(
    'asks the question on the reference’s form, checks its answer, and shows it labelled to the credit department',
    { timeout: 120_000 },
    async () => {
      const { user, ids } = await submitter.readySubmitter(app);
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
    const text = await pdfText((await app.inject({ method: 'GET', url: '/application/MO-ENG.pdf' })).rawPayload);
    for (const printed of ['Trade references', 'Trade reference 1', 'Trade reference 2'])
      expect(text).toContain(printed);
  });
});
