import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type { AnalystProduct } from './analyst-product.ts';
import { DELIVERY_TEXTS } from './delivery-window.ts';
import { TEXTS } from './edited-forms.ts';

/** The paper applications the tests read, by language. */
const PAPER = { en: '/application/MO-ENG.pdf', es: '/application/TX-SPA.pdf' } as const;

/** The fields of edited-forms.ts and delivery-window.ts, on the product `product` started on a copy holding them. */
export function describeAddedFields(product: AnalystProduct): void {
  describe('an analyst adds fields to business information as docs/analysts.md says, with no code change', () => {
    let user: Support.TestUser;
    beforeAll(async () => {
      user = await product.support.createUser(product.app);
    });

    const put = (body: unknown, language = 'en') =>
      product.app.inject({
        method: 'PUT',
        url: '/api/v1/business-info',
        headers: { ...user.headers, 'accept-language': language },
        payload: body as object,
      });
    const stored = async () => (await product.support.as(product.app, user).get('/credit-app')).json().businessInfo;

    it('fills the sample application from the new fields’ examples, the yes opening the fleet manager', () => {
      expect(product.fixtures.businessInfo).toMatchObject({
        vehicleCount: 12,
        runsFleet: true,
        fleetManager: 'Dana Fleet',
      });
    });

    it('keeps the optional Website, checked with the form’s rule', async () => {
      const { businessInfo } = product.fixtures;
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
      const refused = await put({ ...product.fixtures.businessInfo, vehicleCount: count }, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ vehicleCount: TEXTS[language].vehicleCountRange });
    });

    it.each([
      ['the count is missing', { vehicleCount: undefined }, 'vehicleCount'],
      ['the fleet question is unanswered', { runsFleet: undefined, fleetManager: undefined }, 'runsFleet'],
      ['a fleet has no manager', { runsFleet: true, fleetManager: undefined }, 'fleetManager'],
    ])('refuses a save where %s', async (_case, change, field) => {
      const refused = await put({ ...product.fixtures.businessInfo, ...change });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    });

    it('asks for no manager without a fleet, and stores none sent with a no', async () => {
      const { businessInfo } = product.fixtures;
      expect((await put({ ...businessInfo, runsFleet: false, fleetManager: undefined })).statusCode).toBe(200);
      expect((await put({ ...businessInfo, runsFleet: false, fleetManager: 'Dana Fleet' })).statusCode).toBe(200);
      const saved = await stored();
      expect(saved).toMatchObject({ vehicleCount: 12, runsFleet: false });
      expect(saved).not.toHaveProperty('fleetManager');
      expect((await put(businessInfo)).statusCode).toBe(200);
      expect(await stored()).toMatchObject({ vehicleCount: 12, runsFleet: true, fleetManager: 'Dana Fleet' });
    });

    // Drawing a whole paper form takes a while on a busy machine: a generous limit, no timing asserted.
    it.each(['en', 'es'] as const)(
      'prints the fields on the paper application in %s',
      async (language) => {
        const { text } = await product.paper(PAPER[language]);
        const { website, vehicleCount, runsFleet, fleetManager } = TEXTS[language];
        for (const label of [website, vehicleCount, runsFleet, fleetManager]) expect(text).toContain(label);
      },
      120_000,
    );

    it(
      'makes an added field fillable on the paper application, with its translated label and options',
      { timeout: 120_000 },
      async () => {
        for (const language of ['en', 'es'] as const) {
          const { bytes, text } = await product.paper(PAPER[language]);
          const names = (await PDFDocument.load(bytes))
            .getForm()
            .getFields()
            .map((field) => field.getName());
          expect(names).toEqual(
            expect.arrayContaining([
              'businessInformation.websiteAddress',
              'businessInformation.preferredDeliveryWindow.MORNING',
              'businessInformation.preferredDeliveryWindow.AFTERNOON',
            ]),
          );
          expect(text).toContain(DELIVERY_TEXTS[language].website);
          expect(text).toContain(DELIVERY_TEXTS[language].afternoon);
        }
      },
    );

    it('prints what was entered on the signed application', { timeout: 120_000 }, async () => {
      const { signedText } = await product.sampleSubmission();
      for (const printed of [
        `${TEXTS.en.vehicleCount}: 12`,
        `${TEXTS.en.runsFleet}: Yes`,
        `${TEXTS.en.fleetManager}: Dana Fleet`,
      ])
        expect(signedText).toContain(printed);
    });

    it('appears in the field catalogue, in both languages', async () => {
      const { markdown } = await product.catalogue();
      expect(markdown).toMatch(/\| `website` \| Website \| Sitio web \| string \| optional \|/);
      expect(markdown).toMatch(
        /\| `vehicleCount` \| Number of Vehicles \| Número de vehículos \| integer \| required \|/,
      );
      expect(markdown).toMatch(
        /\| `runsFleet` \| Do you run a fleet\? \| ¿Tiene una flota\? \| boolean \| required \|/,
      );
      expect(markdown).toMatch(/\| `fleetManager` \| Fleet Manager \| Encargado de la flota \| string \| required \|/);
    });
  });
}
