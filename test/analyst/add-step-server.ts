import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import type { AnalystProduct } from './analyst-product.ts';
import { FLEET_VEHICLES, vehicle } from './fleet-vehicles.ts';

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

/** The "Fleet vehicles" step of fleet-vehicles.ts, on the product `product` started on a copy holding it. */
export function describeAddedStep(product: AnalystProduct): void {
  describe('an analyst adds a whole "Fleet vehicles" step, with no code change', () => {
    it.each(REFUSED)('refuses $name with the step’s messages, in both languages', async ({ body, en, es }) => {
      const { app, support } = product;
      const english = await support.createUser(app, 'en');
      const refused = await support.as(app, english).put(PUT, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: en });
      const spanish = await support.createUser(app, 'es');
      expect((await support.as(app, spanish).put(PUT, body)).json().errors).toEqual(es);
      expect((await support.as(app, english).get('/credit-app')).json()[FLEET_VEHICLES.section]).toEqual([]);
    });

    it('refuses a fourth vehicle', async () => {
      const user = await product.support.createUser(product.app);
      const response = await product.support.as(product.app, user).put(PUT, [vehicle, second, vehicle, second]);
      expect(response.statusCode).toBe(400);
    });

    it('saves through its own PUT, keeps only the form’s fields and answers them in GET /v1/credit-app', async () => {
      const { app, support } = product;
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
      const { app, support, submitter: ready, staff, fixtures } = product;
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
      expect((await api.put('/business-info', fixtures.businessInfo)).statusCode).toBe(409);
    });

    it('shows on the paper application, in both languages', async () => {
      const english = (await product.paper('/application/MO-ENG.pdf')).text;
      // Paper offers two of the three vehicles, and says more go on a separate sheet.
      expect(english).toMatch(/FLEET VEHICLES Vehicle 1 Make \* Model \* License plate \* Usual driver .*Vehicle 2 .*/);
      expect(english).toContain('Fleet vehicles: list any more on a separate sheet.');
      const spanish = (await product.paper('/application/TX-SPA.pdf')).text;
      expect(spanish).toMatch(/VEHÍCULOS DE LA FLOTA Vehículo 1 Marca \* Modelo \* Placa \*/);
    });

    it('appears in the field catalogue as a step of the wizard, in both languages', async () => {
      const { markdown, html } = await product.catalogue();
      expect(markdown).toContain('Fleet vehicles');
      expect(markdown).toMatch(/\| `fleetVehicles\[\]\.make` \| Make \| Marca \|/);
      expect(markdown).toMatch(/\| `fleetVehicles\[\]\.fleetNumber` \| .* \| required \|/);
      expect(html).toContain('Vehículos de la flota');
    });
  });
}
