import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SignerEvidence } from './signer-evidence.ts';

/** The three texts a submission agrees to, by their key in the submit form. */
export type AgreementKey = 'terms' | 'generalTerms' | 'personalGuarantee';

/** An agreement of a version: the text's id as shown, whether it was agreed, and the version it was given in. */
export interface StoredAgreement {
  key: AgreementKey;
  id: string;
  agreed: boolean;
  givenInVersion: number;
}

/** A signature of a version: the PNG drawn, the version it was given in, and its evidence (null: not recorded). */
export interface StoredSigner {
  applicantId: string;
  png: Buffer;
  givenInVersion: number;
  evidence: SignerEvidence | null;
}

/** One submit of an application, as it was issued. */
export interface SubmissionVersion {
  applicationId: string;
  version: number;
  submittedAt: string;
  clientIp: string;
  language: string;
  agreements: StoredAgreement[];
  /** Each step's data as the signed PDF printed it (masked); null for a submission older than versions. */
  data: Record<string, unknown> | null;
  signers: StoredSigner[];
  pdf: Buffer;
  sha256: string;
}

/** The SHA-256 of bytes, hex: how a version's PDF is named in lists and looked up by `POST /api/v1/verify`. */
export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A version's row without its PDF, for lists. */
const SUMMARY = ['version', 'submitted_at', 'sha256'] as const;

/**
 * The signed record's versions (contract section 9): `insert` is the only write, so nothing of an issued version is
 * ever updated or deleted (the retention purge alone blanks personal data, src/server/retention/purge.ts).
 */
export function createVersionRepository(db: Kysely<Database>) {
  const signersOf = async (applicationId: string, version: number): Promise<StoredSigner[]> =>
    (
      await db
        .selectFrom('submission_version_signers')
        .selectAll()
        .where('application_id', '=', applicationId)
        .where('version', '=', version)
        .orderBy('applicant_id')
        .execute()
    ).map((row) => ({
      applicantId: row.applicant_id,
      png: Buffer.from(row.png_base64, 'base64'),
      givenInVersion: Number(row.given_in_version),
      evidence: row.evidence ? (JSON.parse(row.evidence) as SignerEvidence) : null,
    }));

  /** One version whole (its PDF empty once purged), or undefined. */
  const find = async (applicationId: string, version: number): Promise<SubmissionVersion | undefined> => {
    const row = await db
      .selectFrom('submission_versions')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      applicationId,
      version: Number(row.version),
      submittedAt: row.submitted_at,
      clientIp: row.client_ip,
      language: row.language,
      agreements: JSON.parse(row.agreements) as StoredAgreement[],
      data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
      signers: await signersOf(applicationId, Number(row.version)),
      pdf: Buffer.from(row.pdf_base64, 'base64'),
      sha256: row.sha256,
    };
  };

  return {
    /** Stores a new version in the submission's transaction. */
    async insert(trx: Kysely<Database>, version: SubmissionVersion): Promise<void> {
      await trx
        .insertInto('submission_versions')
        .values({
          application_id: version.applicationId,
          version: version.version,
          submitted_at: version.submittedAt,
          client_ip: version.clientIp,
          language: version.language,
          agreements: JSON.stringify(version.agreements),
          data: version.data === null ? null : JSON.stringify(version.data),
          pdf_base64: version.pdf.toString('base64'),
          sha256: version.sha256,
        })
        .execute();
      for (const signer of version.signers) {
        await trx
          .insertInto('submission_version_signers')
          .values({
            application_id: version.applicationId,
            version: version.version,
            applicant_id: signer.applicantId,
            given_in_version: signer.givenInVersion,
            png_base64: signer.png.toString('base64'),
            evidence: signer.evidence ? JSON.stringify(signer.evidence) : null,
          })
          .execute();
      }
    },

    /** The versions of an application, oldest first, without their PDFs. */
    list: (applicationId: string) =>
      db
        .selectFrom('submission_versions')
        .select([...SUMMARY])
        .where('application_id', '=', applicationId)
        .orderBy('version')
        .execute()
        .then((rows) =>
          rows.map((row) => ({ version: Number(row.version), submittedAt: row.submitted_at, sha256: row.sha256 })),
        ),

    find,

    /** The newest version of an application, or undefined before its first submit. */
    async latest(applicationId: string): Promise<SubmissionVersion | undefined> {
      const row = await db
        .selectFrom('submission_versions')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('application_id', '=', applicationId)
        .executeTakeFirst();
      return row?.version === null || row?.version === undefined ? undefined : find(applicationId, Number(row.version));
    },

    /** The version whose whole PDF has this SHA-256, with its Application ID (the number the applicant knows). */
    bySha256: (sha256: string) =>
      db
        .selectFrom('submission_versions as v')
        .innerJoin('submissions as s', 's.application_id', 'v.application_id')
        .select(['s.application_number', 'v.version', 'v.submitted_at'])
        .where('v.sha256', '=', sha256)
        .orderBy('v.submitted_at')
        .executeTakeFirst(),
  };
}
