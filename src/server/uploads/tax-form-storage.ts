import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';

/** Where the bytes of uploaded tax-exemption forms are kept, each under a random key never chosen by the user. */
export interface TaxFormStorage {
  /** Writes a new file and answers its key. */
  save(bytes: Buffer): Promise<string>;
  /** The file's bytes; undefined when there is none under `key`. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes a file; one already gone is no error. */
  remove(key: string): Promise<void>;
  /** Removes the files of forms that were not recorded after all. */
  removeAll(forms: ReadonlyArray<{ storage_key: string }>): Promise<void>;
}

const newKey = () => `${randomBytes(16).toString('hex')}.pdf`;

/**
 * SQLite (one machine): files in `<uploads dir>/tax-forms/` (by default under the data folder), outside the served
 * client, readable by the server's user only. A key is checked before it becomes a path, so none can reach
 * another folder or overwrite another file.
 */
function folderStorage(uploadsDir: string): TaxFormStorage {
  const folder = join(uploadsDir, 'tax-forms');
  const pathOf = (key: string) => {
    if (!/^[0-9a-f]{32}\.pdf$/.test(key)) throw new Error('not a storage key of a tax form');
    return join(folder, key);
  };
  const remove = (key: string) => rm(pathOf(key), { force: true });
  return {
    async save(bytes) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const key = newKey();
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove,
    async removeAll(forms) {
      await Promise.all(forms.map((form) => remove(form.storage_key)));
    },
  };
}

/**
 * PostgreSQL (any number of servers): files in the table `tax_form_files` (bytea), so every server reads every file
 * with nothing shared but the database, and a backup of the database holds the files too.
 */
function databaseStorage(db: Kysely<Database>): TaxFormStorage {
  return {
    async save(bytes) {
      const key = newKey();
      await db.insertInto('tax_form_files').values({ storage_key: key, content: bytes }).execute();
      return key;
    },
    async read(key) {
      const row = await db
        .selectFrom('tax_form_files')
        .select('content')
        .where('storage_key', '=', key)
        .executeTakeFirst();
      return row?.content;
    },
    async remove(key) {
      await db.deleteFrom('tax_form_files').where('storage_key', '=', key).execute();
    },
    async removeAll(forms) {
      if (forms.length === 0) return;
      const keys = forms.map((form) => form.storage_key);
      await db.deleteFrom('tax_form_files').where('storage_key', 'in', keys).execute();
    },
  };
}

/** The storage for the configured database: the uploads folder with SQLite, the database itself with PostgreSQL. */
export function createTaxFormStorage(config: Pick<Config, 'uploadsDir' | 'database'>, db: Kysely<Database>) {
  return config.database.kind === 'postgres' ? databaseStorage(db) : folderStorage(config.uploadsDir);
}
