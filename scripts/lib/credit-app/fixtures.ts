import { loadForm } from '../../../src/shared/form-files.ts';
import { sampleData, type JsonObject } from '../../../src/shared/form-model/index.ts';
import { formValidator } from '../../../src/shared/form-model/node-validator.ts';
import type { AccountInformationData, Applicant, FormDataById, Shop } from '../../../src/shared/generated/form-data.ts';

/**
 * The data of form `id` made from its fields' `examples` (the form model's sample data), read from the schemas
 * folder the product reads (`SCHEMAS_DIR`): a field an analyst adds, with its example, is in every fixture.
 */
function sampleOf<Id extends keyof FormDataById>(id: Id, start: JsonObject = {}): FormDataById[Id] {
  const form = loadForm(id);
  return sampleData({ ...form, validator: formValidator(form.schema) }, start) as unknown as FormDataById[Id];
}

/**
 * Complete, valid sections as a careful applicant would send them, made from the schemas' examples: the server
 * tests, the browser tests that skip steps and the benchmarks send them (scripts/bench/lib/sample-application.ts).
 */
export const businessInfo = sampleOf('steps/business-information');

/** Step 1's applicant, as `PUT /kbvapplicants` takes it. */
export const identityApplicant = sampleOf('steps/applicant-information');

/** The applicants form's sample data holds one person: the owner. */
export const owner: Applicant = sampleOf('steps/applicants').applicants[0];

/** A second person: the owner's sample with another name, SSN and birth date, and no email of their own. */
export const coOwner: Applicant = {
  ...owner,
  firstName: 'Bo',
  lastName: 'Partner',
  ssn: '987650001',
  dateOfBirth: '1980-12-01',
  email: undefined,
};

/** The account step's fields as `PUT /account-info` takes them: its locations are saved on their own. */
export const accountInfo: AccountInformationData = sampleOf('steps/account-information');

/** A location, as the account step's sample data fills one once the applicant has additional locations. */
export const shop: Shop = sampleOf('steps/account-information', { hasAdditionalLocations: true, shops: [{}] })
  .shops![0];

/** The references step as `PUT /references` takes it: the trade references its schema requires, from their examples. */
export const references = sampleOf('steps/references');

/** A real 1×1 PNG as a signature pad's data URL: a signature as the API takes it. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
