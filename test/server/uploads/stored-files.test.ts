import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTaxFormStorage } from '../../../src/server/uploads/tax-form-storage.ts';
import { as, createUser } from '../../../scripts/lib/credit-app/support.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../scripts/lib/server-harness/databases.ts';
import { createTestApp } from '../../../scripts/lib/server-harness/test-app.ts';
import { certificatePdf } from '../../../scripts/lib/files/pdf-fixtures.ts';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'postgres');

/**
 * With PostgreSQL, several servers share nothing but the database: an uploaded certificate is kept in it, so a
 * server with an uploads folder of its own reads what another server stored (and the signed PDFs were always
 * rows of `submissions`).
 */
describe.skipIf(!postgres)('uploaded tax forms of servers sharing one PostgreSQL database', () => {
  let database: TestDatabase;
  const folders = [mkdtempSync(join(tmpdir(), 'files-a-')), mkdtempSync(join(tmpdir(), 'files-b-'))];
  let servers: FastifyInstance[];

  beforeAll(async () => {
    database = await postgres!.create();
    servers = await Promise.all(folders.map((folder) => createTestApp(database.url, { env: { UPLOADS_DIR: folder } })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  });

  it('are stored in the database, so another server reads them, and no file is written', async () => {
    const certificate = await certificatePdf();
    const user = await createUser(servers[0]);
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(certificate)], { type: 'application/pdf' }), 'form.pdf');
    expect((await as(servers[0], user).post('/taxExemption', body)).statusCode).toBe(201);

    const [row] = await servers[1].db.selectFrom('tax_forms').select('storage_key').execute();
    const other = createTaxFormStorage(servers[1].config, servers[1].db);
    expect(await other.read(row.storage_key)).toEqual(certificate);
    expect(folders.map((folder) => existsSync(join(folder, 'tax-forms')))).toEqual([false, false]);

    expect((await as(servers[1], user).get('/taxExemption')).json()).toHaveLength(1);
    const [form] = (await as(servers[1], user).get('/taxExemption')).json();
    expect((await as(servers[1], user).delete(`/taxExemption/${form.id}`)).statusCode).toBe(204);
    expect(await other.read(row.storage_key)).toBeUndefined();
  });
});
