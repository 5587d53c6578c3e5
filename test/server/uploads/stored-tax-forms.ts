import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The stored tax-form files by key, wherever the app keeps them: the `tax-forms` folder of `uploadsDir` with
 * SQLite, the `tax_form_files` table with PostgreSQL. A refused upload must leave none behind in either.
 */
export async function storedTaxForms(app: FastifyInstance, uploadsDir: string): Promise<Map<string, Buffer>> {
  if (app.config.database.kind === 'postgres') {
    const rows = await app.db.selectFrom('tax_form_files').selectAll().execute();
    return new Map(rows.map((row) => [row.storage_key, Buffer.from(row.content)]));
  }
  const folder = join(uploadsDir, 'tax-forms');
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    // No upload yet: no folder.
  }
  return new Map(names.map((name) => [name, readFileSync(join(folder, name))]));
}
