/** The signed record's tables (src/server/submission/, migration 0019): rows are inserted, never updated. */

/** One submit of an application, as it was. */
export interface SubmissionVersionsTable {
  application_id: string;
  /** 1 for the first submit, then one more for each resubmission after a request for changes. */
  version: number;
  submitted_at: string;
  client_ip: string;
  language: string;
  /** JSON `StoredAgreement[]` (src/server/submission/submission-versions.ts). */
  agreements: string;
  /** JSON of each step's data as the signed PDF printed it (masked); null for a submission older than versions. */
  data: string | null;
  /** Empty once the retention purge removed it. */
  pdf_base64: string;
  /** Of the whole PDF as issued, hex. */
  sha256: string;
}

/** One signature of a version, with its evidence (JSON `SignerEvidence`; null when not recorded). */
export interface SubmissionVersionSignersTable {
  application_id: string;
  version: number;
  applicant_id: string;
  /** The version the signature was given in: earlier than `version` when it carried over. */
  given_in_version: number;
  png_base64: string;
  evidence: string | null;
}
