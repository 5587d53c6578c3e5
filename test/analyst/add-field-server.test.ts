import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintCopy, runScript } from '../helpers/run-script.ts';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import { TEXTS, copyWithAddedFields } from './edited-forms.ts';
// Types only, erased at run time: the modules themselves are imported once the variables below are set.
import type * as Fixtures from '../../scripts/lib/credit-app/fixtures.ts';
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type * as TestApp from '../../scripts/lib/server-harness/test-app.ts';
import type * as Submitter from '../server/submission/ready-submitter.ts';

const copy = copyWithAddedFields();
// The product reads the folders named by these variables; set before any product module is imported.
process.env.SCHEMAS_DIR = copy.schemasDir;
process.env.LOCALES_DIR = copy.localesDir;

describe('an analyst adds fields to business information as docs/analysts.md says, with no code change', () => {
  let app: Awaited<ReturnType<typeof TestApp.createTestApp>>;
  let support: typeof Support;
  let user: Support.TestUser;
  let businessInfo: typeof Fixtures.businessInfo;
  let submitter: typeof Submitter;

  beforeAll(async () => {
    const { createTestApp } = await import('../../scripts/lib/server-harness/test-app.ts');
    support = await import('../../scripts/lib/credit-app/support.ts');
    submitter = await import('../server/submission/ready-submitter.ts');
    ({ businessInfo } = await import('../../scripts/lib/credit-app/fixtures.ts'));
    app = await createTestApp(`sqlite:${join(copy.schemasDir, '..', 'app.db')}`);
    user = await support.createUser(app);
  });
  afterAll(async () => app?.close());

  const put = (body: unknown, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/business-info',
      headers: { ...user.headers, 'accept-language': language },
      payload: body as object,
    });
  const stored = async () => (await support.as(app, user).get('/credit-app')).json().businessInfo;

  it('passes the schema lint', async () => {
    const { code, output } = await lintCopy(copy);
    expect(output).toContain('0 errors');
    expect(code).toBe(0);
  });

  it('fills the sample application from the new fields’ examples, the yes opening the fleet manager', () => {
    expect(businessInfo).toMatchObject({ vehicleCount: 12, runsFleet: true, fleetManager: 'Dana Fleet' });
  });

  it('keeps the optional Website, checked with the form’s rule', async () => {
    const refused = await put({ ...businessInfo, website: 'not a web address' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ website: 'Website is invalid.' });
    expect((await put({ ...businessInfo, website: 'https://acme.example' })).statusCode).toBe(200);
    expect((await stored()).website).toBe('https://acme.example');
  });

  it.each([
    ['en', 0],
    ['en', 501],
    ['es', 0],
    ['es', 501],
  ] as const)('refuses %s a count of %i with the range message in that language', async (language, count) => {
    const refused = await put({ ...businessInfo, vehicleCount: count }, language);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ vehicleCount: TEXTS[language].vehicleCountRange });
  });

  it.each([
    ['the count is missing', { vehicleCount: undefined }, 'vehicleCount'],
    ['the fleet question is unanswered', { runsFleet: undefined, fleetManager: undefined }, 'runsFleet'],
    ['a fleet has no manager', { runsFleet: true, fleetManager: undefined }, 'fleetManager'],
  ])('refuses a save where %s', async (_case, change, field) => {
    const refused = await put({ ...businessInfo, ...change });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual([field]);
  });

  it('asks for no manager without a fleet, and stores none sent with a no', async () => {
    expect((await put({ ...businessInfo, runsFleet: false, fleetManager: undefined })).statusCode).toBe(200);
    expect((await put({ ...businessInfo, runsFleet: false, fleetManager: 'Dana Fleet' })).statusCode).toBe(200);
    const saved = await stored();
    expect(saved).toMatchObject({ vehicleCount: 12, runsFleet: false });
    expect(saved).not.toHaveProperty('fleetManager');
    expect((await put(businessInfo)).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ vehicleCount: 12, runsFleet: true, fleetManager: 'Dana Fleet' });
  });

  // Drawing a whole paper form takes a while on a busy machine: a generous limit, no timing asserted.
  it.each([
    ['en', '/application/MO-ENG.pdf'],
    ['es', '/application/TX-SPA.pdf'],
  ] as const)(
    'prints the fields on the paper application in %s',
    async (language, url) => {
      const text = await pdfText((await app.inject({ method: 'GET', url })).rawPayload);
      const { website, vehicleCount, runsFleet, fleetManager } = TEXTS[language];
      for (const label of [website, vehicleCount, runsFleet, fleetManager]) expect(text).toContain(label);
    },
    120_000,
  );

  it('prints what was entered on the signed application', { timeout: 120_000 }, async () => {
    const { user: signer, ids } = await submitter.readySubmitter(app);
    expect((await support.as(app, signer).put('/terms', submitter.submitBody(ids))).statusCode).toBe(200);
    const text = await pdfText((await app.submissions.signedPdf(signer.id))!);
    for (const printed of [
      `${TEXTS.en.vehicleCount}: 12`,
      `${TEXTS.en.runsFleet}: Yes`,
      `${TEXTS.en.fleetManager}: Dana Fleet`,
    ])
      expect(text).toContain(printed);
  });

  it('appears in the field catalogue, in both languages', async () => {
    const { code } = await runScript('docs-schemas.ts');
    expect(code).toBe(0);
    const catalogue = readFileSync(join(copy.schemasDir, 'CATALOGUE.md'), 'utf8');
    expect(catalogue).toMatch(/\| `website` \| Website \| Sitio web \| string \| optional \|/);
    expect(catalogue).toMatch(
      /\| `vehicleCount` \| Number of Vehicles \| Número de vehículos \| integer \| required \|/,
    );
    expect(catalogue).toMatch(/\| `runsFleet` \| Do you run a fleet\? \| ¿Tiene una flota\? \| boolean \| required \|/);
    expect(catalogue).toMatch(/\| `fleetManager` \| Fleet Manager \| Encargado de la flota \| string \| required \|/);
  });
});
