import type { FastifyInstance } from 'fastify';
import type { JsonObject } from '../../shared/schema-bundle.ts';
import type { TaxForm } from '../../shared/tax-forms.ts';
import type { ReviewStatus } from '../../shared/staff/review-status.ts';
import type { ApplicationStatus } from '../db/schema.ts';
import { createKbvRepository } from '../identity/kbv-repository.ts';
import { createTaxFormRepository, toTaxForm } from '../uploads/tax-form-repository.ts';
import {
  maskApplicant,
  protectApplicants,
  type ApplicantBody,
  type StoredApplicant,
  type VerifiedSecrets,
} from './applicant-secrets.ts';
import { clearBusiness, keptBusinessView, protectBusiness, type StoredBusiness } from './business-secrets.ts';
import { keepShownOfSection, SECTIONS, type SectionName } from './sections.ts';

/**
 * `GET /v1/credit-app`: the application with SSNs and birth dates masked, `null` or `[]` where nothing is saved.
 * Each section of schemas/wizard.json is a key (a section a new step declares too).
 */
export interface CreditAppView {
  id: string;
  /** DRAFT, then the credit department's status (src/shared/staff/review-status.ts). */
  status: ApplicationStatus | ReviewStatus;
  businessInfo: JsonObject | null;
  accountInfo: JsonObject | null;
  applicants: ApplicantBody[];
  shops: JsonObject[];
  taxForms: TaxForm[];
  [section: string]: unknown;
}

/** The application's data as stored in `credit_applications.data`: one entry per section once saved. */
export interface StoredSections {
  /** SSN and birth date as ciphertexts of `app.fieldCipher` (`ssnEncrypted`, `dateOfBirthEncrypted`). */
  applicants?: StoredApplicant[];
  /** The federal tax ID as a ciphertext of `app.fieldCipher` (`federalTaxIdEncrypted`). */
  businessInfo?: StoredBusiness;
  [section: string]: unknown;
}

/** Thrown when the application is submitted: its sections no longer change. */
export class ApplicationLockedError extends Error {
  constructor() {
    super('the credit application is submitted');
  }
}

/**
 * The credit application's sections for the routes: reading them masked, and saving one section at a time.
 * A save keeps only the fields its form shows for the data (see sections.ts), encrypts applicants' secrets and the
 * federal tax ID, and writes in one statement that fails, changing nothing, if the application was submitted
 * meanwhile.
 */
export function createCreditAppService(app: FastifyInstance) {
  const taxForms = createTaxFormRepository(app.db);
  const identities = createKbvRepository(app.db);
  const cipher = app.fieldCipher;

  const sectionView = (sections: StoredSections, name: SectionName): unknown => {
    if (name === 'applicants') return (sections.applicants ?? []).map((applicant) => maskApplicant(applicant, cipher));
    if (name === 'businessInfo') return clearBusiness(sections.businessInfo ?? null, cipher);
    return sections[name] ?? (SECTIONS[name]?.list ? [] : null);
  };

  const verifiedSecrets = async (userId: string): Promise<VerifiedSecrets | undefined> => {
    const identity = await identities.findApplicant(userId);
    return identity
      ? {
          id: identity.id,
          ssnEncrypted: identity.ssn_encrypted,
          dateOfBirthEncrypted: identity.date_of_birth_encrypted,
        }
      : undefined;
  };

  return {
    async view(userId: string): Promise<CreditAppView> {
      const application = await app.repositories.creditApplications.getOrCreateDraft(userId);
      const sections = application.data as StoredSections;
      const view = Object.fromEntries(Object.keys(SECTIONS).map((name) => [name, sectionView(sections, name)]));
      return {
        id: application.id,
        status: application.reviewStatus ?? application.status,
        ...view,
        taxForms: (await taxForms.list(userId)).map(toTaxForm),
      } as CreditAppView;
    },

    /**
     * Replaces section `name` with `body` (already valid against the section's schema) and answers the section as
     * `GET` shows it. Throws `ApplicantSecretsError` for a masked value with nothing stored behind it and
     * `ApplicationLockedError` once the application is submitted.
     */
    async save(userId: string, name: SectionName, body: unknown): Promise<unknown> {
      const { without = [] } = SECTIONS[name];
      const verified = name === 'applicants' ? await verifiedSecrets(userId) : undefined;
      let kept = keepShownOfSection(app.forms, name, body);
      if (without.length)
        kept = Object.fromEntries(Object.entries(kept as JsonObject).filter(([field]) => !without.includes(field)));
      // A section that does not depend on what is stored (all but the applicants, whose masked SSNs stand for the
      // stored ones) is written by one statement without reading the row first: a draft's usual save. A list the
      // form hides keeps nothing (undefined): removing its key is the read-modify-write path's job.
      if (name !== 'applicants' && kept !== undefined) {
        const value = name === 'businessInfo' ? protectBusiness(kept as JsonObject, cipher) : kept;
        if (await app.repositories.creditApplications.replaceDraftSection(userId, name, JSON.stringify(value)))
          return name === 'businessInfo' ? keptBusinessView(kept as JsonObject) : value;
      }
      const saved = await app.repositories.creditApplications.updateDraftData(
        userId,
        (data) => {
          const sections = data as StoredSections;
          let value = kept;
          if (name === 'applicants')
            value = protectApplicants(kept as ApplicantBody[], sections.applicants ?? [], cipher, verified);
          if (name === 'businessInfo') value = protectBusiness(kept as JsonObject, cipher);
          return { ...data, [name]: value };
        },
        SECTIONS[name].step.key,
      );
      if (!saved) throw new ApplicationLockedError();
      // Stored business information reads back as what was kept, its tax ID in clear: no need to decrypt it again.
      if (name === 'businessInfo') return keptBusinessView(kept as JsonObject);
      return sectionView(saved.data as StoredSections, name);
    },
  };
}

export type CreditAppService = ReturnType<typeof createCreditAppService>;
