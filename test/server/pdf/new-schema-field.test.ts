import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './helpers/pdf-text.ts';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'paper-schemas-'));
const schemasDir = join(work, 'schemas');
const localesDir = join(work, 'locales');

function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

/**
 * An analyst adds a field the way docs/analysts.md#adding-a-field-end-to-end says, in a copy of the schemas and
 * locales; the app built over that copy (SCHEMAS_DIR, LOCALES_DIR) serves paper forms that have it, with no code
 * changed.
 */
describe('a field added to a schema', () => {
  let app: FastifyInstance;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    cpSync(join(root, 'schemas'), schemasDir, { recursive: true });
    cpSync(join(root, 'locales'), localesDir, { recursive: true });
    editJson(join(schemasDir, 'steps/business-information.schema.json'), (schema) => {
      (schema.properties as Record<string, unknown>).preferredDeliveryWindow = {
        type: 'string',
        enum: ['MORNING', 'AFTERNOON'],
      };
      (schema.properties as Record<string, unknown>).websiteAddress = { type: 'string', maxLength: 200 };
    });
    editJson(join(schemasDir, 'steps/business-information.ui.json'), (ui) => {
      (ui['ui:order'] as string[]).push('preferredDeliveryWindow', 'websiteAddress');
      ui.preferredDeliveryWindow = {
        'ui:title': 'fields.preferredDeliveryWindow',
        'ui:options': { labels: 'enums.deliveryWindow' },
      };
      ui.websiteAddress = { 'ui:title': 'fields.websiteAddress' };
    });
    for (const [language, window, website, morning, afternoon] of [
      ['en', 'Preferred Delivery Window', 'Website Address', 'Mornings', 'Afternoons'],
      ['es', 'Horario de entrega preferido', 'Dirección del sitio web', 'Por la mañana', 'Por la tarde'],
    ]) {
      editJson(join(localesDir, language, 'fields.json'), (fields) =>
        Object.assign(fields, { preferredDeliveryWindow: window, websiteAddress: website }),
      );
      editJson(join(localesDir, language, 'enums.json'), (enums) =>
        Object.assign(enums, { deliveryWindow: { MORNING: morning, AFTERNOON: afternoon } }),
      );
    }
    // The schema and locale folders are read when the modules load: point them at the copy first.
    process.env.SCHEMAS_DIR = schemasDir;
    process.env.LOCALES_DIR = localesDir;
    const { testDatabaseKinds } = await import('../../../scripts/lib/server-harness/databases.ts');
    const { createTestApp } = await import('../../../scripts/lib/server-harness/test-app.ts');
    const database = await testDatabaseKinds()[0].create();
    dropDatabase = database.drop;
    app = await createTestApp(database.url);
  });
  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
    delete process.env.SCHEMAS_DIR;
    delete process.env.LOCALES_DIR;
    rmSync(work, { recursive: true, force: true });
  });

  it('appears on the paper application as fillable fields with its translated label and options', async () => {
    for (const [code, label, option] of [
      ['ENG', 'Website Address', 'Afternoons'],
      ['SPA', 'Dirección del sitio web', 'Por la tarde'],
    ]) {
      const response = await app.inject({ method: 'GET', url: `/application/MO-${code}.pdf` });
      expect(response.statusCode).toBe(200);
      const names = (await PDFDocument.load(response.rawPayload))
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
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(label);
      expect(text).toContain(option);
    }
  });
});
