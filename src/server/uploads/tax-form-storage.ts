import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded tax-exemption forms are kept: `<uploads dir>/tax-forms/` (by default under the data folder),
 * outside the served client, readable by the server's user only. Files are named by a random key, never by what the user called them, so a name can
 * neither reach another folder nor overwrite another file.
 */
export function createTaxFormStorage(uploadsDir: string) {
  const folder = join(uploadsDir, 'tax-forms');
  const pathOf = (key: string) => {
    if (!/^[0-9a-f]{32}\.pdf$/.test(key)) throw new Error('not a storage key of a tax form');
    return join(folder, key);
  };
  return {
    folder,
    /** Writes a new file and answers its key. */
    async save(bytes: Buffer): Promise<string> {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const key = `${randomBytes(16).toString('hex')}.pdf`;
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    /** The bytes of a stored file (the credit department opens it). */
    read: (key: string): Promise<Buffer> => readFile(pathOf(key)),
    /** Removes a file; one already gone is no error. */
    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
    /** Removes the files of forms that were not recorded after all. */
    async removeAll(forms: ReadonlyArray<{ storage_key: string }>): Promise<void> {
      await Promise.all(forms.map((form) => rm(pathOf(form.storage_key), { force: true })));
    },
  };
}

export type TaxFormStorage = ReturnType<typeof createTaxFormStorage>;
