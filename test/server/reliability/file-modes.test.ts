import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { certificatePdf } from '../../../scripts/lib/files/pdf-fixtures.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Applicants' data on disk is for the server's user only, whatever the umask of the shell that started it. */
describe('files the server writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-modes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the SQLite database 0600 in a 0700 folder, with its WAL files alike', async () => {
    const path = join(dir, 'data', 'app.db');
    const app = await createTestApp(`sqlite:${path}`);
    try {
      await createUser(app);
      expect(modeOf(join(dir, 'data'))).toBe(0o700);
      for (const file of readdirSync(join(dir, 'data')))
        expect([file, modeOf(join(dir, 'data', file))]).toEqual([file, 0o600]);
      expect(existsSync(`${path}-wal`)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('makes a database file an older release left readable to all 0600', async () => {
    const path = join(dir, 'old.db');
    writeFileSync(path, '');
    chmodSync(path, 0o644);
    const app = await createTestApp(`sqlite:${path}`);
    await app.close();
    expect(modeOf(path)).toBe(0o600);
  });

  it('keeps uploads in 0700 folders, each file 0600, under a name without control or bidi characters', async () => {
    const uploadsDir = join(dir, 'uploads');
    const app = await createTestApp(`sqlite:${join(dir, 'uploads.db')}`, { env: { UPLOADS_DIR: uploadsDir } });
    try {
      const form = new FormData();
      const pdf = new Uint8Array(await certificatePdf());
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'invoice\u202efdp.exe');
      form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'tax\u200b\u2066form\u0007.pdf');
      const response = await as(app, await createUser(app)).post('/taxExemption', form);
      expect(response.statusCode).toBe(201);
      expect(response.json().map((stored: { fileName: string }) => stored.fileName)).toEqual([
        'invoicefdp.exe',
        'taxform.pdf',
      ]);
      expect(modeOf(uploadsDir)).toBe(0o700);
      expect(modeOf(join(uploadsDir, 'tax-forms'))).toBe(0o700);
      for (const file of readdirSync(join(uploadsDir, 'tax-forms')))
        expect(modeOf(join(uploadsDir, 'tax-forms', file))).toBe(0o600);
    } finally {
      await app.close();
    }
  });
});
