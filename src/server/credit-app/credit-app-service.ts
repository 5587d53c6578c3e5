import type { FastifyInstance } from 'fastify';
import type { JsonObject } from '../../shared/schema-bundle.ts';
import type { TaxForm } from '../../shared/tax-forms.ts';
import type { ApplicationStatus, ReviewStatus } from '../db/schema.ts';
import { createTaxFormRepository, toTaxForm } from '../uploads/tax-form-repository.ts';
import { createFormAjv } from '../validation/form-validator.ts';
import { maskApplicant, protectApplicants, type ApplicantBody, type StoredApplicant } from './applicant-secrets.ts';
import { SECTIONS, sectionSchema, type SectionName } from './sections.ts';
import { createShownFields } from './shown-fields.ts';

/** `GET /v1/credit-app`: the application with SSNs and birth dates masked, `null` or `[]` where nothing is saved. */
export interface CreditAppView {
  id: string;
  /** DRAFT, then the credit department's status (SUBMITTED, IN_REVIEW, APPROVED, DECLINED, CHANGES_REQUESTED). */
  status: ApplicationStatus | ReviewStatus;
  businessInfo: JsonObject | null;
  accountInfo: JsonObject | null;
  applicants: ApplicantBody[];
  shops: JsonObject[];
  taxForms: TaxForm[];
}

/** The application's data as stored in `credit_applications.data`: one entry per section once saved. */
export interface StoredSections {
  businessInfo?: JsonObject;
  accountInfo?: JsonObject;
  /** SSN and birth date as ciphertexts of `app.fieldCipher` (`ssnEncrypted`, `dateOfBirthEncrypted`). */
  applicants?: StoredApplicant[];
  shops?: JsonObject[];
}

/** Thrown when the application is submitted: its sections no longer change. */
export class ApplicationLockedError extends Error {
  constructor() {
    super('the credit application is submitted');
  }
}

/**
 * The credit application's sections for the routes: reading them masked, and saving one section at a time.
 * A save keeps only the fields its form shows for the data (see shown-fields.ts), encrypts applicants' secrets,
 * and writes in one statement that fails, changing nothing, if the application was submitted meanwhile.
 */
export function createCreditAppService(app: FastifyInstance) {
  const shownFields = createShownFields(createFormAjv());
  const taxForms = createTaxFormRepository(app.db);
  const cipher = app.fieldCipher;

  const sectionView = (sections: StoredSections, name: SectionName): unknown => {
    if (name === 'applicants') return (sections.applicants ?? []).map((applicant) => maskApplicant(applicant, cipher));
    if (name === 'shops') return sections.shops ?? [];
    return sections[name] ?? null;
  };

  return {
    async view(userId: string): Promise<CreditAppView> {
      const application = await app.repositories.creditApplications.getOrCreateDraft(userId);
      const sections = application.data as StoredSections;
      return {
        id: application.id,
        status: application.reviewStatus ?? application.status,
        businessInfo: sectionView(sections, 'businessInfo') as JsonObject | null,
        accountInfo: sectionView(sections, 'accountInfo') as JsonObject | null,
        applicants: sectionView(sections, 'applicants') as ApplicantBody[],
        shops: sectionView(sections, 'shops') as JsonObject[],
        taxForms: (await taxForms.list(userId)).map(toTaxForm),
      };
    },

    /**
     * Replaces section `name` with `body` (already valid against the section's schema) and answers the section as
     * `GET` shows it. Throws `ApplicantSecretsError` for a masked value with nothing stored behind it and
     * `ApplicationLockedError` once the application is submitted.
     */
    async save(userId: string, name: SectionName, body: unknown): Promise<unknown> {
      const { without = [] } = SECTIONS[name];
      let kept = shownFields(sectionSchema(app.forms, name), body);
      if (without.length)
        kept = Object.fromEntries(Object.entries(kept as JsonObject).filter(([field]) => !without.includes(field)));
      const saved = await app.repositories.creditApplications.updateDraftData(
        userId,
        (data) => {
          const sections = data as StoredSections;
          const value =
            name === 'applicants'
              ? protectApplicants(kept as ApplicantBody[], sections.applicants ?? [], cipher)
              : kept;
          return { ...data, [name]: value };
        },
        SECTIONS[name].step,
      );
      if (!saved) throw new ApplicationLockedError();
      return sectionView(saved.data as StoredSections, name);
    },
  };
}

export type CreditAppService = ReturnType<typeof createCreditAppService>;
