import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, not through today's `Database` type.
type AnyDatabase = Kysely<unknown>;

interface SubmissionRow {
  application_id: string;
  terms_id: string;
  general_terms_id: string;
  personal_guarantee_id: string;
  personal_guarantee_agreed: number;
  language: string;
  client_ip: string;
  submitted_at: string;
  pdf_base64: string;
}

/**
 * The signed record, never overwritten (issue 25, contract section 9). `submission_versions` keeps each submit of an
 * application (the first, and each after a request for changes) as it was: the data as printed, the agreements with
 * their text ids, the time, the address, the signed PDF and its SHA-256 (indexed: `POST /api/v1/verify` looks a copy
 * up by it). `submission_version_signers` keeps each signature of a version with its evidence and the version it was
 * first given in (a carried-over signature keeps its first version). Rows are only ever inserted; the retention purge
 * alone blanks their personal data. `submissions` stays the latest version's summary, as its readers expect.
 *
 * Submissions made before this migration become version 1: their PDF and agreements are known, their data and the
 * signers' evidence were not recorded (null).
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('submission_versions')
    .addColumn('application_id', 'text', (column) =>
      column.notNull().references('credit_applications.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('submitted_at', 'text', (column) => column.notNull())
    .addColumn('client_ip', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('agreements', 'text', (column) => column.notNull())
    .addColumn('data', 'text')
    .addColumn('pdf_base64', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_versions_pk', ['application_id', 'version'])
    .execute();
  await db.schema.createIndex('submission_versions_by_sha256').on('submission_versions').column('sha256').execute();

  await db.schema
    .createTable('submission_version_signers')
    .addColumn('application_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('applicant_id', 'text', (column) => column.notNull())
    .addColumn('given_in_version', 'integer', (column) => column.notNull())
    .addColumn('png_base64', 'text', (column) => column.notNull())
    .addColumn('evidence', 'text')
    .addPrimaryKeyConstraint('submission_version_signers_pk', ['application_id', 'version', 'applicant_id'])
    .addForeignKeyConstraint(
      'submission_version_signers_version_fk',
      ['application_id', 'version'],
      'submission_versions',
      ['application_id', 'version'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();

  const submissions = (await db
    .selectFrom('submissions' as never)
    .selectAll()
    .execute()) as unknown as SubmissionRow[];
  for (const row of submissions) {
    await db
      .insertInto('submission_versions' as never)
      .values({
        application_id: row.application_id,
        version: 1,
        submitted_at: row.submitted_at,
        client_ip: row.client_ip,
        language: row.language,
        agreements: JSON.stringify([
          { key: 'terms', id: row.terms_id, agreed: true, givenInVersion: 1 },
          { key: 'generalTerms', id: row.general_terms_id, agreed: true, givenInVersion: 1 },
          {
            key: 'personalGuarantee',
            id: row.personal_guarantee_id,
            agreed: Number(row.personal_guarantee_agreed) === 1,
            givenInVersion: 1,
          },
        ]),
        data: null,
        pdf_base64: row.pdf_base64,
        sha256: createHash('sha256').update(Buffer.from(row.pdf_base64, 'base64')).digest('hex'),
      } as never)
      .execute();
    const signatures = (await db
      .selectFrom('submission_signatures' as never)
      .selectAll()
      .where('application_id' as never, '=', row.application_id as never)
      .execute()) as unknown as Array<{ applicant_id: string; png_base64: string }>;
    for (const signature of signatures) {
      await db
        .insertInto('submission_version_signers' as never)
        .values({
          application_id: row.application_id,
          version: 1,
          applicant_id: signature.applicant_id,
          given_in_version: 1,
          png_base64: signature.png_base64,
          evidence: null,
        } as never)
        .execute();
    }
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('submission_version_signers').execute();
  await db.schema.dropTable('submission_versions').execute();
}
