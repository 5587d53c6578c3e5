import type { AccountInformationData, Applicant, BusinessInformationData, Shop } from '../../../src/shared/generated/form-data.ts';

/**
 * A complete application as a careful applicant fills it in: the body of the saves the bench times, the data of
 * the two-person applicants form it types into, and the content of the 100,000 applications it stores. Typed by
 * the schemas' generated types, so a schema change that breaks it fails the type check, not the benchmark.
 */
export const businessInfo: BusinessInformationData = {
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
  yearsUnderCurrentOwnership: 4,
  numberOfEmployees: 25,
};

const owner: Applicant = {
  firstName: 'Ann',
  lastName: 'Owner',
  phone: '417 555 0102',
  email: 'ann@acme.example',
  ssn: '512346789',
  dateOfBirth: '1970-05-17',
  addressLine1: '5 Oak St',
  addressCity: 'Springfield',
  addressState: 'MO',
  addressZip: '65803',
  yearsAtCurrentAddress: 7,
};

/** The owner and a co-owner: the applicants form "with two people". */
export const twoApplicants: Applicant[] = [owner, { ...owner, firstName: 'Bo', lastName: 'Partner', ssn: '987650001', dateOfBirth: '1980-12-01', email: 'bo@acme.example' }];

export const accountInfo: AccountInformationData = {
  paymentOption: 'MONTHLY_PAY',
  creditLimit: 5000,
  existingAccountNumbers: ['100234'],
  reasonForCompleting: 'NEW_ACCOUNT_REQUEST',
  purchaseOrderRequired: false,
};

export const shops: Shop[] = [
  { companyName: 'Acme North', phone: '417-555-0110', addressLine1: '200 North Rd', addressCity: 'Nixa', addressState: 'MO', addressZip: '65714', preferredStoreId: '108', creditLimit: 2500 },
];
