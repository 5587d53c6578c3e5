import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { createTranslators } from '../../../src/server/i18n/server-i18n.ts';
import { loadManifest } from '../../../src/shared/form-files.ts';
import { loadStates } from '../../../src/server/pdf/paper-source.ts';
import { eachLimited, pdfText } from '../pdf/helpers/pdf-text.ts';
import { onlineFieldPaths } from '../pdf/helpers/online-fields.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const LANGUAGES = { ENG: 'en', SPA: 'es' } as const;

/**
 * The paper applications are built from the forms and the locale files, never from the database: one app on SQLite
 * serves every state in both languages, and the HTTP behaviour (caching, 404s, no login needed).
 */
describeOnSqlite('GET /application/{STATE}-{ENG|SPA}.pdf on $name', (suite) => {
  let clientDir: string;
  suite.appOptions(async () => {
    // A stand-in for the built client, so that page navigations could fall back to the app if they were allowed to.
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    return { clientDir };
  });
  afterAll(async () => {
    rmSync(clientDir, { recursive: true, force: true });
  });

  it(
    'serves every state in both languages, a fillable PDF with a field per online field, the state name and the ' +
      'translated section titles',
    { timeout: 120_000 },
    async () => {
      const t = createTranslators();
      const online = onlineFieldPaths();
      const dataSteps = loadManifest().steps.filter((step) => step.schema);
      const cases = loadStates().flatMap((state) => (['ENG', 'SPA'] as const).map((code) => ({ state, code })));
      expect(cases).toHaveLength(102);
      // Fields and section titles are drawn once per language, on the base form every state's PDF is stamped from
      // (paper-stamp.ts adds only the state's subtitle and exemption block on the first page, and the footer code):
      // they are read from the first state's PDF in each language. The state's name is read in every PDF's first page.
      const fieldsChecked = new Set<string>();
      await eachLimited(cases, 4, async ({ state, code }) => {
        const response = await suite.app.inject({ method: 'GET', url: `/application/${state}-${code}.pdf` });
        expect(response.statusCode, `${state}-${code}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const bytes = response.rawPayload;
        const translate = t[LANGUAGES[code]];
        const stateName = translate(`enums.state.${state}`).toLocaleUpperCase();
        if (fieldsChecked.has(code)) {
          expect((await pdfText(bytes, { first: 1, last: 1 })).toLocaleUpperCase(), `${state}-${code}`).toContain(
            stateName,
          );
          return;
        }
        fieldsChecked.add(code);
        const text = (await pdfText(bytes)).toLocaleUpperCase();
        expect(text, `${state}-${code}`).toContain(stateName);
        const fieldNames = (await PDFDocument.load(bytes))
          .getForm()
          .getFields()
          .map((field) => field.getName());
        const missing = online.filter(
          (path) => !fieldNames.some((name) => name === path || name.startsWith(`${path}.`)),
        );
        expect(missing, `${state}-${code}: online fields without a fillable field`).toEqual([]);
        const titles = [
          ...dataSteps.filter((step) => step.kind !== 'submit').map((step) => translate(step.title)),
          translate('forms.pdf.agreementTitle'),
        ];
        for (const words of titles) expect(text, `${state}-${code}`).toContain(words.toLocaleUpperCase());
      });
      expect([...fieldsChecked].sort()).toEqual(['ENG', 'SPA']);
    },
  );

  it('prints the state-specific exemption certificate, in correct Spanish where the form is Spanish', async () => {
    const textOf = async (url: string) => pdfText((await suite.app.inject({ method: 'GET', url })).rawPayload);
    const english = await textOf('/application/MO-ENG.pdf');
    expect(english).toContain('Form 149, Sales and Use Tax Exemption Certificate (Missouri Department of Revenue)');
    expect(english).toContain('P.O. Box 4120, Springfield, MO 65808-4120');
    expect(english).toContain('Fax: (417) 555-0143');
    const spanish = await textOf('/application/TX-SPA.pdf');
    expect(spanish).toContain('Exención del impuesto sobre las ventas en Texas');
    expect(spanish).toContain('Form 01-339, Texas Sales and Use Tax Resale Certificate');
    expect(spanish).toContain('¿Está exento del impuesto sobre las ventas?');
    const delaware = await textOf('/application/DE-ENG.pdf');
    expect(delaware).toContain('No general state sales tax: no certificate is needed.');
  });

  it('needs no login, offers the file as a download and lets caches revalidate it with its ETag', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/application/TX-SPA.pdf' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('attachment; filename="TX-SPA.pdf"');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await suite.app.inject({ method: 'GET', url: '/application/TX-SPA.pdf' });
    expect(again.headers.etag).toBe(etag);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);

    const fresh = await suite.app.inject({
      method: 'GET',
      url: '/application/TX-SPA.pdf',
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    const stale = await suite.app.inject({
      method: 'GET',
      url: '/application/TX-SPA.pdf',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);

    const other = await suite.app.inject({ method: 'GET', url: '/application/TX-ENG.pdf' });
    expect(other.headers.etag).not.toBe(etag);
  });

  it.each([
    ['an unknown state', '/application/XX-ENG.pdf'],
    ['Washington, D.C. (not in the list)', '/application/DC-ENG.pdf'],
    ['an unknown language', '/application/MO-FRA.pdf'],
    ['a lower-case name', '/application/mo-eng.pdf'],
    ['another extension', '/application/MO-ENG.txt'],
    ['no extension', '/application/MO-ENG'],
    ['a deeper path', '/application/MO/ENG.pdf'],
    ['the folder itself', '/application'],
  ])('answers %s with a 404 problem, even to a browser', async (_case, url) => {
    const response = await suite.app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
