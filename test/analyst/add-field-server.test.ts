import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../server/pdf/helpers/pdf-text.ts';
import { ROOT, copyWithWebsiteField } from './website-field.ts';
// Types only, erased at run time: the modules themselves are imported once the variables below are set.
import type * as Fixtures from '../../scripts/lib/credit-app/fixtures.ts';
import type * as Support from '../../scripts/lib/credit-app/support.ts';
import type * as TestApp from '../../scripts/lib/server-harness/test-app.ts';

const run = promisify(execFile);
const copy = copyWithWebsiteField();
// The product reads the folders named by these variables; set before any product module is imported.
process.env.SCHEMAS_DIR = copy.schemasDir;
process.env.LOCALES_DIR = copy.localesDir;

const script = (name: string, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

describe('an analyst adds an optional Website field to business information, with no code change', () => {
  let app: Awaited<ReturnType<typeof TestApp.createTestApp>>;
  let user: Awaited<ReturnType<typeof Support.createUser>>;
  let as: typeof Support.as;
  let businessInfo: typeof Fixtures.businessInfo;

  beforeAll(async () => {
    const { createTestApp } = await import('../../scripts/lib/server-harness/test-app.ts');
    const support = await import('../../scripts/lib/credit-app/support.ts');
    ({ businessInfo } = await import('../../scripts/lib/credit-app/fixtures.ts'));
    as = support.as;
    app = await createTestApp(`sqlite:${join(copy.schemasDir, '..', 'app.db')}`);
    user = await support.createUser(app);
  });
  afterAll(async () => app?.close());

  it('passes the schema lint', async () => {
    const { code, stdout } = await script('lint-schemas.ts', [
      '--schemas',
      copy.schemasDir,
      '--locales',
      copy.localesDir,
    ]);
    expect(stdout).toContain('0 errors');
    expect(code).toBe(0);
  });

  it('is validated by the server with the form’s rules and kept', async () => {
    const refused = await as(app, user).put('/business-info', { ...businessInfo, website: 'not a web address' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ website: 'Website is invalid.' });
    expect(
      (await as(app, user).put('/business-info', { ...businessInfo, website: 'https://acme.example' })).statusCode,
    ).toBe(200);
    expect((await as(app, user).get('/credit-app')).json().businessInfo.website).toBe('https://acme.example');
  });

  it('appears on the paper application in both languages', async () => {
    const english = await app.inject({ method: 'GET', url: '/application/MO-ENG.pdf' });
    expect(await pdfText(english.rawPayload)).toContain('Website');
    const spanish = await app.inject({ method: 'GET', url: '/application/TX-SPA.pdf' });
    expect(await pdfText(spanish.rawPayload)).toContain('Sitio web');
  });

  it('appears in the field catalogue, in both languages', async () => {
    const { code } = await script('docs-schemas.ts');
    expect(code).toBe(0);
    expect(readFileSync(join(copy.schemasDir, 'CATALOGUE.md'), 'utf8')).toMatch(
      /\| `website` \| Website \| Sitio web \| string \| optional \|/,
    );
  });
});
