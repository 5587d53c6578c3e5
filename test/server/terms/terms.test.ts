import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES_DIR } from '../../../src/shared/form-files.ts';
import { loadTermsTexts } from '../../../src/server/terms/terms-texts.ts';
import { createUser } from '../../../scripts/lib/credit-app/support.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';

describe('terms texts', () => {
  it('give every text an id that changes when, and only when, its wording changes', () => {
    const copy = mkdtempSync(join(tmpdir(), 'terms-'));
    cpSync(LOCALES_DIR, copy, { recursive: true });
    const before = loadTermsTexts('Acme', copy);
    expect(loadTermsTexts('Acme', copy).en.terms.id).toBe(before.en.terms.id);
    const file = join(copy, 'en/content/general-terms.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nOne more sentence.\n`);
    const after = loadTermsTexts('Acme', copy);
    expect(after.en.generalTerms.id).not.toBe(before.en.generalTerms.id);
    expect(after.en.terms.id).toBe(before.en.terms.id);
    expect(after.es.generalTerms.id).toBe(before.es.generalTerms.id);
  });

  it('name the supplier from the brand file instead of the placeholder', () => {
    const texts = loadTermsTexts('Acme Parts');
    expect(texts.en.terms.content).toContain('Acme Parts ("Seller")');
    expect(texts.es.personalGuarantee.content).not.toContain('{supplier}');
  });
});

describe('GET /api/v1/terms', () => {
  let app: FastifyInstance;
  let authorization: string;
  const bearer = () => authorization;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'terms-app-'));
    app = await createTestApp(`sqlite:${join(dir, 'app.db')}`);
    authorization = (await createUser(app)).headers.authorization;
  });
  afterAll(async () => app?.close());

  it('answers the three texts with ids in the request language', async () => {
    const english = await app.inject({ method: 'GET', url: '/api/v1/terms', headers: { authorization: bearer() } });
    expect(english.statusCode).toBe(200);
    const body = english.json();
    expect(Object.keys(body).sort()).toEqual(['generalTerms', 'personalGuarantee', 'terms']);
    expect(body.terms.content).toContain('2%');
    expect(body.terms.id).toMatch(/^terms-en-[0-9a-f]{12}$/);
    const spanish = await app.inject({
      method: 'GET',
      url: '/api/v1/terms',
      headers: { authorization: bearer(), 'accept-language': 'es-MX' },
    });
    expect(spanish.json().personalGuarantee.content).toContain('Garantía personal');
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/terms' });
    expect(response.statusCode).toBe(401);
  });
});
