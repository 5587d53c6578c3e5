import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { TAX_FORMS_MAX_COUNT } from '../../../src/shared/tax-forms.ts';
import { as, createUser, markSubmitted, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import {
  certificatePdf,
  pdfOfSize,
  pdfWithOpenAction,
  pdfWithPackedAction,
  pngBytes,
} from '../../../scripts/lib/files/pdf-fixtures.ts';
import { storedTaxForms } from './stored-tax-forms.ts';

/** A multipart body with one file in the field `files` (or another field). */
function upload(bytes: Buffer, fileName: string, options: { type?: string; field?: string } = {}): FormData {
  const body = new FormData();
  body.append(
    options.field ?? 'files',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/pdf' }),
    fileName,
  );
  return body;
}

describeOnEachDatabase('tax-exemption form uploads on $name', (suite) => {
  let uploadsDir: string;
  let certificate: Buffer;
  const storedFiles = async () => [...(await storedTaxForms(suite.app, uploadsDir)).keys()];

  suite.appOptions(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'tax-forms-'));
    return { env: { UPLOADS_DIR: uploadsDir } };
  });
  beforeAll(async () => {
    certificate = await certificatePdf();
  });
  afterAll(async () => {
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('stores a PDF under a random name outside the web root, lists it and deletes it', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const response = await api.post('/taxExemption', upload(certificate, 'MO Form 149.pdf'));
    expect(response.statusCode).toBe(201);
    const [form] = response.json();
    expect(form).toEqual({ id: expect.any(String), fileName: 'MO Form 149.pdf' });
    expect(response.headers['cache-control']).toBe('no-store');

    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect((await storedTaxForms(suite.app, uploadsDir)).get(files[0])).toEqual(certificate);

    expect((await api.get('/taxExemption')).json()).toEqual([form]);
    expect((await api.get('/credit-app')).json().taxForms).toEqual([form]);

    const removed = await api.delete(`/taxExemption/${form.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await api.get('/taxExemption')).json()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('lists a file by its own name only, never a path', async () => {
    const user = await createUser(suite.app);
    const response = await as(suite.app, user).post('/taxExemption', upload(certificate, '../../etc/passwd.pdf'));
    expect(response.json()[0].fileName).toBe('passwd.pdf');
    await as(suite.app, user).delete(`/taxExemption/${response.json()[0].id}`);
  });

  describe('refusals: nothing is stored', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await createUser(suite.app);
    });

    it.each([
      [
        'a PNG renamed .pdf',
        () => pngBytes(),
        415,
        'TAX_FORM_NOT_PDF',
        '"scan.pdf" is not a PDF file. Only PDF files can be uploaded.',
      ],
      ['an 11 MB PDF', () => pdfOfSize(11), 413, 'TAX_FORM_TOO_LARGE', 'A tax exemption form can be at most 10 MB.'],
      [
        'a PDF with /JavaScript',
        () => pdfWithOpenAction('JavaScript'),
        422,
        'TAX_FORM_ACTIVE_CONTENT',
        expect.stringContaining('contains scripts or actions'),
      ],
      [
        'a PDF whose object stream inflates to 64 MB',
        () => pdfWithPackedAction({ filters: ['FlateDecode'], packed: Buffer.alloc(64 * 1024 * 1024) }),
        422,
        'TAX_FORM_UNINSPECTABLE',
        expect.stringContaining('"scan.pdf" could not be checked for scripts'),
      ],
      [
        'a PDF hiding a script behind [/ASCII85Decode /FlateDecode]',
        () => pdfWithPackedAction({ filters: ['ASCII85Decode', 'FlateDecode'] }),
        422,
        'TAX_FORM_ACTIVE_CONTENT',
        expect.stringContaining('contains scripts or actions'),
      ],
      [
        'a PDF with a /Launch action',
        () => pdfWithOpenAction('Launch', { useObjectStreams: false }),
        422,
        'TAX_FORM_ACTIVE_CONTENT',
        expect.stringContaining('contains scripts or actions'),
      ],
    ])('refuses %s', async (_name, make, status, code, detail) => {
      const response = await as(suite.app, user).post('/taxExemption', upload(await make(), 'scan.pdf'));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, detail });
      expect((await as(suite.app, user).get('/taxExemption')).json()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a request without a file in the field "files"', async () => {
      const response = await as(suite.app, user).post(
        '/taxExemption',
        upload(certificate, 'form.pdf', { field: 'attachment' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('TAX_FORM_MISSING');
    });

    it('refuses a body that is not multipart', async () => {
      const response = await as(suite.app, user).post('/taxExemption', { files: 'form.pdf' });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('TAX_FORM_NOT_MULTIPART');
    });

    it('keeps no file of a request whose second file is refused', async () => {
      const body = upload(certificate, 'good.pdf');
      body.append('files', new Blob([new Uint8Array(pngBytes())], { type: 'application/pdf' }), 'bad.pdf');
      const response = await as(suite.app, user).post('/taxExemption', body);
      expect(response.statusCode).toBe(415);
      expect((await as(suite.app, user).get('/taxExemption')).json()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    });
  });

  it(`keeps at most ${TAX_FORMS_MAX_COUNT} forms per user`, async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    for (let index = 0; index < TAX_FORMS_MAX_COUNT; index++)
      expect((await api.post('/taxExemption', upload(certificate, `form-${index}.pdf`))).statusCode).toBe(201);
    // The limit is checked before a file is read: a file that could not even be inspected gets the limit's answer.
    const bomb = pdfWithPackedAction({ filters: ['FlateDecode'], packed: Buffer.alloc(64 * 1024 * 1024) });
    const response = await api.post('/taxExemption', upload(bomb, 'one-too-many.pdf'));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      `An application can have at most ${TAX_FORMS_MAX_COUNT} tax exemption forms. Delete one to upload another.`,
    );
    const listed = (await api.get('/taxExemption')).json();
    expect(listed).toHaveLength(TAX_FORMS_MAX_COUNT);
    expect(await storedFiles()).toHaveLength(TAX_FORMS_MAX_COUNT);
    for (const form of listed) await api.delete(`/taxExemption/${form.id}`);
  });

  it('keeps each user to their own forms: another user neither lists nor deletes them', async () => {
    const owner = await createUser(suite.app);
    const other = await createUser(suite.app);
    const [form] = (await as(suite.app, owner).post('/taxExemption', upload(certificate, 'mine.pdf'))).json();
    expect((await as(suite.app, other).get('/taxExemption')).json()).toEqual([]);
    expect((await as(suite.app, other).get('/credit-app')).json().taxForms).toEqual([]);
    const response = await as(suite.app, other).delete(`/taxExemption/${form.id}`);
    expect(response.statusCode).toBe(404);
    expect((await as(suite.app, owner).get('/taxExemption')).json()).toEqual([form]);
    await as(suite.app, owner).delete(`/taxExemption/${form.id}`);
  });

  it('answers 409 to uploads and deletions once the application is submitted', async () => {
    const user = await createUser(suite.app);
    const api = as(suite.app, user);
    const [form] = (await api.post('/taxExemption', upload(certificate, 'kept.pdf'))).json();
    await markSubmitted(suite.app, user.id);
    expect((await api.post('/taxExemption', upload(certificate, 'late.pdf'))).statusCode).toBe(409);
    expect((await api.delete(`/taxExemption/${form.id}`)).statusCode).toBe(409);
    expect((await api.get('/taxExemption')).json()).toEqual([form]);
  });

  it('needs the cross-site token on uploads', async () => {
    const user = await createUser(suite.app);
    const { cookie: _cookie, 'x-xsrf-token': _token, ...headers } = user.headers;
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/taxExemption',
      headers,
      payload: upload(certificate, 'form.pdf'),
    });
    expect(response.statusCode).toBe(403);
  });
});
