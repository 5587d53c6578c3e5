import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { TAX_FORMS_MAX_TOTAL_BYTES } from '../../../src/shared/tax-forms.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
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

describeOnEachDatabase('how much one user may upload, on $name', (suite) => {
  let uploadsDir: string;
  let nineMegabytes: Buffer;
  const storedFiles = async () => [...(await storedTaxForms(suite.app, uploadsDir)).keys()];

  suite.appOptions(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'upload-quota-'));
    return { env: { UPLOADS_DIR: uploadsDir } };
  });
  beforeAll(async () => {
    nineMegabytes = await pdfOfSize(9);
  });
  afterAll(async () => {
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it(
    `keeps at most ${TAX_FORMS_MAX_TOTAL_BYTES / MEGABYTE} MB of forms per user, in one request or in ` + `several`,
    async () => {
      const user = await createUser(suite.app);
      const api = as(suite.app, user);
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
      const third = await suite.app.inject({
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
      expect(
        (await as(suite.app, await createUser(suite.app)).post('/taxExemption', upload(nineMegabytes))).statusCode,
      ).toBe(201);
      // Deleting a form frees its share.
      expect((await api.delete(`/taxExemption/${listed[0].id}`)).statusCode).toBe(204);
      expect((await api.post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
    },
  );

  it('counts two uploads of one user at once one after the other', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    expect((await api.post('/taxExemption', upload(nineMegabytes))).statusCode).toBe(201);
    const answers = await Promise.all([
      api.post('/taxExemption', upload(nineMegabytes)),
      api.post('/taxExemption', upload(nineMegabytes)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await api.get('/taxExemption')).json()).toHaveLength(2);
  });
});
