import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintCopy, runScript } from '../helpers/run-script.ts';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import { FLEET_VEHICLES, copyWithFleetVehicles, vehicle } from './fleet-vehicles.ts';
// Types only, erased at run time: the modules themselves are imported once the variables below are set.
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type * as TestApp from '../../scripts/lib/server-harness/test-app.ts';
import type * as Ready from '../server/submission/ready-submitter.ts';
import type * as Staff from '../server/staff/support.ts';

const copy = copyWithFleetVehicles();
// The product reads the folders named by these variables; set before any product module is imported.
process.env.SCHEMAS_DIR = copy.schemasDir;
process.env.LOCALES_DIR = copy.localesDir;

const PUT = FLEET_VEHICLES.path.replace(/^\/v1/, '');
const second = { ...vehicle, make: 'Chevrolet', model: 'Express 3500', fleetNumber: 'VAN-9' };

/** Bodies the server must refuse, each with the message of every field it names, in English and Spanish. */
const REFUSED = [
  {
    name: 'a fleet number with spaces',
    body: [{ ...vehicle, fleetNumber: 'VAN 12' }],
    en: { '0.fleetNumber': 'Your fleet number for it must be 1 to 20 letters, digits or dashes.' },
    es: { '0.fleetNumber': 'Su número de flota para él debe tener de 1 a 20 letras, dígitos o guiones.' },
  },
  {
    name: 'a second vehicle without its model',
    body: [vehicle, { ...second, model: undefined }],
    en: { '1.model': 'Model is required.' },
    es: { '1.model': expect.stringContaining('Modelo') },
  },
];

describe('an analyst adds a whole "Fleet vehicles" step, with no code change', () => {
  let app: Awaited<ReturnType<typeof TestApp.createTestApp>>;
  let support: typeof Support;
  let ready: typeof Ready;
  let staff: typeof Staff;

  beforeAll(async () => {
    const { createTestApp } = await import('../../scripts/lib/server-harness/test-app.ts');
    support = await import('../../scripts/lib/credit-app/support.ts');
    ready = await import('../server/submission/ready-submitter.ts');
    staff = await import('../server/staff/support.ts');
    app = await createTestApp(`sqlite:${join(copy.schemasDir, '..', 'app.db')}`);
  });
  afterAll(async () => app?.close());

  it('passes the schema lint', async () => {
    const { code, output } = await lintCopy(copy);
    expect(output).toContain('0 errors');
    expect(code).toBe(0);
  });

  it.each(REFUSED)('refuses $name with the step’s messages, in both languages', async ({ body, en, es }) => {
    const english = await support.createUser(app, 'en');
    const refused = await support.as(app, english).put(PUT, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: en });
    const spanish = await support.createUser(app, 'es');
    expect((await support.as(app, spanish).put(PUT, body)).json().errors).toEqual(es);
    expect((await support.as(app, english).get('/credit-app')).json()[FLEET_VEHICLES.section]).toEqual([]);
  });

  it('refuses a fourth vehicle', async () => {
    const user = await support.createUser(app);
    const response = await support.as(app, user).put(PUT, [vehicle, second, vehicle, second]);
    expect(response.statusCode).toBe(400);
  });

  it('saves through its own PUT, keeps only the form’s fields and answers them in GET /v1/credit-app', async () => {
    const user = await support.createUser(app);
    const saved = await support.as(app, user).put(PUT, [{ ...vehicle, creditScore: 812 }, second]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([vehicle, second]);
    const view = (await support.as(app, user).get('/credit-app')).json();
    expect(view[FLEET_VEHICLES.section]).toEqual([vehicle, second]);
    const stored = await app.repositories.creditApplications.getOrCreateDraft(user.id);
    expect(JSON.stringify(stored.data)).not.toContain('creditScore');
  });

  it('must be saved before submitting; then shows on the signed PDF and in the staff console', async () => {
    const { user, ids } = await ready.readySubmitter(app);
    const api = support.as(app, user);
    const missing = await api.put('/terms', ready.submitBody(ids));
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      code: 'SUBMISSION_INCOMPLETE',
      errors: { [FLEET_VEHICLES.key]: 'Fleet vehicles is not complete.' },
    });
    expect(Object.keys(missing.json().errors)).toEqual([FLEET_VEHICLES.key]);

    expect((await api.put(PUT, [vehicle])).statusCode).toBe(200);
    const submitted = await api.put('/terms', ready.submitBody(ids));
    expect(submitted.statusCode).toBe(200);
    const { applicationId } = submitted.json();

    const row = await app.db
      .selectFrom('submissions')
      .select('pdf_base64')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const signed = await pdfText(Buffer.from(row.pdf_base64, 'base64'));
    // Section headings print in capitals.
    expect(signed).toMatch(/ACCOUNT INFORMATION .* REFERENCES .* FLEET VEHICLES Vehicle 1 .* AGREEMENTS/);
    expect(signed).toContain(`Make: ${vehicle.make}`);
    expect(signed).toContain(`Your fleet number for it: ${vehicle.fleetNumber}`);

    const manager = staff.asStaff(app, (await staff.createStaff(app, 'manager')).tokens.access_token);
    const detail = await manager.get(`/applications/${applicationId}`);
    expect(detail.json().sections[FLEET_VEHICLES.key]).toEqual({ fleetVehicles: [vehicle] });

    // Reopened by a request for changes, it alone may change again.
    const changes = { decision: 'REQUEST_CHANGES', steps: [FLEET_VEHICLES.key], message: 'Add a second one.' };
    expect((await manager.post(`/applications/${applicationId}/decision`, changes)).statusCode).toBe(200);
    expect((await api.put(PUT, [vehicle, second])).statusCode).toBe(200);
    const { businessInfo } = await import('../../scripts/lib/credit-app/fixtures.ts');
    expect((await api.put('/business-info', businessInfo)).statusCode).toBe(409);
  });

  it('shows on the paper application, in both languages', async () => {
    const english = await pdfText((await app.inject({ method: 'GET', url: '/application/MO-ENG.pdf' })).rawPayload);
    // Paper offers two of the three vehicles, and says more go on a separate sheet.
    expect(english).toMatch(/FLEET VEHICLES Vehicle 1 Make \* Model \* License plate \* Usual driver .*Vehicle 2 .*/);
    expect(english).toContain('Fleet vehicles: list any more on a separate sheet.');
    const spanish = await pdfText((await app.inject({ method: 'GET', url: '/application/TX-SPA.pdf' })).rawPayload);
    expect(spanish).toMatch(/VEHÍCULOS DE LA FLOTA Vehículo 1 Marca \* Modelo \* Placa \*/);
  });

  it('appears in the field catalogue as a step of the wizard, in both languages', async () => {
    const { code } = await runScript('docs-schemas.ts');
    expect(code).toBe(0);
    const catalogue = readFileSync(join(copy.schemasDir, 'CATALOGUE.md'), 'utf8');
    expect(catalogue).toContain('Fleet vehicles');
    expect(catalogue).toMatch(/\| `fleetVehicles\[\]\.make` \| Make \| Marca \|/);
    expect(catalogue).toMatch(/\| `fleetVehicles\[\]\.fleetNumber` \| .* \| required \|/);
    expect(readFileSync(join(copy.schemasDir, 'catalogue.html'), 'utf8')).toContain('Vehículos de la flota');
  });
});
