import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_FORMS_MAX_TOTAL_BYTES } from '../../../src/shared/tax-forms.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { pdfOfSize } from '../../../scripts/lib/files/pdf-fixtures.ts';
import { storedTaxForms } from '../uploads/stored-tax-forms.ts';

const MEGABYTE = 1024 * 1024;

function upload(...files: Buffer[]): FormData {
  const body = new FormData();
  files.forEach((bytes, index) =>
    body.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `form-${index}.pdf`),
  );
  return body;
}

describe.each(testDatabaseKinds())('how much one user may upload, on $name', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let uploadsDir: string;
  let nineMegabytes: Buffer;
  const storedFiles = async () => [...(await storedTaxForms(app, uploadsDir)).keys()];

  beforeAll(async () => {
    database = await kind.create();
    uploadsDir = mkdtempSync(join(tmpdir(), 'upload-quota-'));
    app = await createTestApp(database.url, { env: { UPLOADS_DIR: uploadsDir } });
    nineMegabytes = await pdfOfSize(9);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it(
    `keeps at most ${TAX_FORMS_MAX_TOTAL_BYTES / MEGABYTE} MB of forms per user, in one request or in ` + `several`,
    async () => {
      const user = await createUser(app);
      const api = as(app, user);
      const all = await api.post('/taxExemption', upload(nineMegabytes, nineMegabytes, nineMegabytes));
      expect(all.statusCode).toBe(409);
      expect(all.json()).toMatchObject({
        code: 'TAX_FORMS_TOTAL_LIMIT',
        detail:
          `The tax exemption forms of an application can take at most ${TAX_FORMS_MAX_TOTAL_BYTES / MEGABYTE} MB ` +
          `in all. Delete one to upload another.`,
      });
      expect(await storedFiles()).toEqual([]);

      expect((await api.post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
      expect((await api.post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
      const third = await app.inject({
        method: 'POST',
        url: '/api/v1/taxExemption',
        headers: { ...user.headers, 'accept-language': 'es' },
        payload: upload(nineMegabytes),
      });
      expect(third.statusCode).toBe(409);
      expect(third.json().detail).toBe(
        `Los formularios de exención de impuestos de una solicitud pueden pesar como máximo ` +
          `${TAX_FORMS_MAX_TOTAL_BYTES / MEGABYTE} MB en total. Elimine uno para subir otro.`,
      );
      const listed = (await api.get('/taxExemption')).json();
      expect(listed).toHaveLength(2);
      expect(await storedFiles()).toHaveLength(2);

      // Another user's quota is their own.
      expect((await as(app, await createUser(app)).post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
      // Deleting a form frees its share.
      expect((await api.delete(`/taxExemption/${listed[0].id}`)).statusCode).toBe(204);
      expect((await api.post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
    },
  );

  it('counts two uploads of one user at once one after the other', async () => {
    const user = await createUser(app);
    const api = as(app, user);
    expect((await api.post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
    const answers = await Promise.all([
      api.post('/taxExemption', upload(nineMegabytes)),
      api.post('/taxExemption', upload(nineMegabytes)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await api.get('/taxExemption')).json()).toHaveLength(2);
  });
});
