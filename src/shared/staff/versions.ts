import { applicationParams } from './request-schemas.ts';

/**
 * The signed record's versions as the console reads them (contract section 9): the list, one version whole (for the
 * field-by-field comparison), and each version's signed PDF at `…/versions/{version}/signed.pdf`.
 */
export const versionParams = {
  type: 'object',
  properties: {
    applicationId: applicationParams.properties.applicationId,
    version: { type: 'integer', minimum: 1, maximum: 100000 },
  },
  required: ['applicationId', 'version'],
} as const;

/** One version in the list: its number, when it was submitted and the SHA-256 of its signed PDF. */
export interface VersionSummary {
  version: number;
  submittedAt: string;
  sha256: string;
}

/** `GET /api/v1/staff/applications/{applicationId}/versions`, oldest first. */
export interface VersionsAnswer {
  items: VersionSummary[];
}

/** The locale key of each agreement's title, as the submit form labels its box (written out: the lint sees each). */
export const AGREEMENT_TITLES = {
  terms: 'fields.terms',
  generalTerms: 'fields.generalTerms',
  personalGuarantee: 'fields.personalGuarantee',
} as const;

/** An agreement of a version: the text's id as shown, whether agreed, and the version it was given in. */
interface VersionAgreement {
  key: 'terms' | 'generalTerms' | 'personalGuarantee';
  id: string;
  agreed: boolean;
  givenInVersion: number;
}

/** A signer of a version and how they signed (absent for a signature older than the evidence). */
interface VersionSigner {
  applicantId: string;
  name: string;
  givenInVersion: number;
  channel?: 'SCREEN' | 'LINK';
  identityMethod?: 'KBV' | 'NONE';
  identityResult?: 'VERIFIED' | 'NOT_VERIFIED' | 'ERROR' | 'NOT_CHECKED';
  signedAt?: string;
}

/**
 * `GET /api/v1/staff/applications/{applicationId}/versions/{version}`: the version whole, its sections shaped as the
 * staff's application view shapes them (each step's data by step key, masked), or null for a submission made before
 * versions were kept (or once the retention purge removed its personal data).
 */
export interface VersionAnswer extends VersionSummary {
  clientIp: string;
  language: string;
  sections: Record<string, unknown> | null;
  agreements: VersionAgreement[];
  signers: VersionSigner[];
}
