import type {
  AccountInformationData,
  Applicant,
  BusinessInformationData,
  Shop,
} from '../../../src/shared/generated/form-data.ts';

/**
 * Complete, valid sections as a careful applicant would send them: only the API's fields
 * (docs/decisions/0006-product-rules.md#application-steps). Checked against the schemas' generated types, so a schema
 * change that breaks them fails the type check; the benchmarks send them too (scripts/bench/lib/sample-application.ts).
 */
export const businessInfo = {
  companyName: 'Acme Garage LLC',
  dunsNumber: '123456789',
  federalTaxId: '987654321',
  addressLine1: '100 Main St',
  addressCity: 'Springfield',
  addressState: 'MO',
  addressZip: '65802',
  phone: '(417) 555-0100',
  fax: '417.555.0199',
  accountsPayableContact: 'Pat Payables',
  accountsPayablePhone: '417-555-0101',
  accountsPayableEmail: 'ap@acme.example',
  businessType: 'LLC',
  businessDescription: 'Tire',
  yearsInBusiness: 12,
  yearsUnderCurrentOwnership: 0,
  numberOfEmployees: 25,
} satisfies BusinessInformationData;

export const owner = {
  firstName: 'Ann',
  lastName: 'Owner',
  phone: '417 555 0102',
  email: 'ann@acme.example',
  ssn: '123456789',
  dateOfBirth: '1970-05-17',
  addressLine1: '5 Oak St',
  addressCity: 'Springfield',
  addressState: 'MO',
  addressZip: '65803',
  yearsAtCurrentAddress: 7,
} satisfies Applicant;

export const coOwner = {
  ...owner,
  firstName: 'Bo',
  lastName: 'Partner',
  ssn: '987650001',
  dateOfBirth: '1980-12-01',
  email: undefined,
};

export const accountInfo = {
  paymentOption: 'MONTHLY_PAY',
  creditLimit: 5000,
  existingAccountNumbers: ['100234'],
  reasonForCompleting: 'NEW_ACCOUNT_REQUEST',
  purchaseOrderRequired: false,
} satisfies AccountInformationData;

export const shop = {
  companyName: 'Acme North',
  phone: '417-555-0110',
  addressLine1: '200 North Rd',
  addressCity: 'Nixa',
  addressState: 'MO',
  addressZip: '65714',
  preferredStoreId: '108',
  creditLimit: 2500,
} satisfies Shop;
