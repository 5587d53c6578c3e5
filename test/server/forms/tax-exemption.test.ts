import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { loadStates } from '../../../src/server/pdf/paper-source.ts';
import { loadTaxExemptionForms, type TaxExemptionForms } from '../../../src/server/pdf/tax-exemption-forms.ts';
import { renderTaxExemptionHtml } from '../../../src/server/forms/routes/tax-exemption-html.ts';
import { LOCALES_DIR } from '../../../src/shared/form-files.ts';

const states = loadStates();

/** The rows of the fragment: state name → the cell's text, tags removed. */
function rows(html: string): Map<string, string> {
  const found = [...html.matchAll(/<tr id="tax-exemption-\w+"><th scope="row">([^<]+)<\/th><td>(.*?)<\/td><\/tr>/g)];
  return new Map(
    found.map(([, name, cell]) => [
      name,
      cell
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ]),
  );
}

describeOnSqlite('GET /api/v1/forms/taxExemption on $name', (suite) => {
  suite.appOptions({
    env: { FORMS_HOST: 'https://forms.example.com', IMAGES_HOST: 'https://files.example.com/' },
  });

  it('lists every state with its official certificate, in English, to anyone', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/v1/forms/taxExemption',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-language/i);
    const byState = rows(response.body);
    expect(byState.size).toBe(states.length);
    expect(byState.get('Missouri')).toContain('Form 149, Sales and Use Tax Exemption Certificate');
    expect(byState.get('Texas')).toContain('Form 01-339, Texas Sales and Use Tax Resale Certificate');
    expect(byState.get('Delaware')).toContain('No general state sales tax');
    expect(byState.get('Kansas')).toContain(
      'Also accepted: Form F0003, Streamlined Sales and Use Tax Agreement Certificate of Exemption',
    );
    expect(response.body).toContain('<a href="https://dor.mo.gov/">Missouri Department of Revenue</a>');
  });

  it('answers in Spanish for a Spanish browser, rows sorted by their Spanish names', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/api/v1/forms/taxExemption',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.body).toContain('<th scope="col">Estado</th><th scope="col">Certificado de exención</th>');
    const names = [...rows(response.body).keys()];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(rows(response.body).get('Texas')).toContain('Form 01-339');
  });

  it('tells the forms page where the PDFs and the hosted tax forms are', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/v1/forms/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      formsHost: 'https://forms.example.com',
      imagesHost: 'https://files.example.com',
    });
  });
});

describe('the tax-exemption content files', () => {
  const english = loadTaxExemptionForms(LOCALES_DIR, 'en', states);
  const spanish = loadTaxExemptionForms(LOCALES_DIR, 'es', states);

  it('say the same in both languages: the same states, form numbers, links and multistate flags', () => {
    const facts = (forms: TaxExemptionForms) =>
      Object.fromEntries(
        Object.entries(forms.states).map(([code, entry]) => [
          code,
          [entry.form, entry.agencyUrl, entry.file, entry.sst, entry.noSalesTax],
        ]),
      );
    expect(facts(spanish)).toEqual(facts(english));
    expect(spanish.sst.agencyUrl).toBe(english.sst.agencyUrl);
  });

  it('stop the server at start-up with every mistake listed when an analyst breaks one', () => {
    const copy = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      cpSync(LOCALES_DIR, copy, { recursive: true });
      const file = join(copy, 'en', 'content', 'tax-exemption-forms.json');
      const content = JSON.parse(readFileSync(file, 'utf8'));
      delete content.states.WY;
      content.states.DC = { certificate: 'Form OTR-368' };
      content.states.MO.agencyUrl = 'http://dor.mo.gov/';
      content.states.TX.file = '../../secrets.json';
      content.states.KS.formNumber = 'ST-28A';
      writeFileSync(file, JSON.stringify(content));
      const message = (() => {
        try {
          loadTaxExemptionForms(copy, 'en', states);
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toContain(file);
      expect(message).toContain('states: there is no entry for WY');
      expect(message).toContain('states.DC: "DC" is not a state of the application\'s list');
      expect(message).toContain('states.MO.agencyUrl: "http://dor.mo.gov/" is not an https:// address');
      expect(message).toContain('states.TX.file: "../../secrets.json" is not a path inside the supplier\'s files');
      expect(message).toContain('states.KS.formNumber: "formNumber" is not a setting of a state\'s entry');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('the tax-exemption HTML fragment', () => {
  const forms: TaxExemptionForms = {
    intro: 'Send <b>us</b> the form & sign it.',
    headings: { state: 'State', certificate: 'Certificate' },
    noSalesTax: 'None.',
    sst: { label: 'Also', form: 'F0003', certificate: 'SST', agencyUrl: 'https://sst.example.com/' },
    states: {
      MO: {
        form: 'Form 149',
        certificate: 'Exemption "Certificate"',
        agency: '<img src=x onerror=alert(1)>',
        agencyUrl: 'https://dor.mo.gov/?a=1&b=2',
        file: 'tax-forms/MO-149.pdf',
        note: '<script>alert(1)</script>',
      },
    },
  };
  const html = renderTaxExemptionHtml(forms, 'en', () => 'Missouri');

  it('is made of escaped text: content cannot inject markup', () => {
    expect(html).toContain('Send &lt;b&gt;us&lt;/b&gt; the form &amp; sign it.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // No element but the fragment's own, and no event handler inside any tag.
    expect(html).not.toMatch(/<(script|img)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).toContain('href="https://dor.mo.gov/?a=1&amp;b=2"');
  });

  it('links a file the supplier hosts by a relative path, for the page to resolve against IMAGES_HOST', () => {
    expect(html).toContain('<a href="tax-forms/MO-149.pdf">Form 149, Exemption &quot;Certificate&quot;</a>');
  });
});
