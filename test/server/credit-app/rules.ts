import { accountInfo, businessInfo, owner, shop } from '../../../scripts/lib/credit-app/fixtures.ts';
import {
  type SectionRules,
  tomorrow,
  longText,
  required,
  invalid,
  emails,
  blank,
  text,
  address,
  phone,
  years,
  nineDigits,
  SSN_MESSAGE,
  DATE_OF_BIRTH_MESSAGE,
  CREDIT_LIMIT_MESSAGE,
} from './rule-builders.ts';

export type { SectionRules } from './rule-builders.ts';

const { hasExistingAccount: _toggle, ...accountWithoutToggle } = accountInfo;

export const SECTION_RULES: SectionRules[] = [
  {
    section: 'businessInfo',
    url: '/business-info',
    base: businessInfo,
    rules: [
      text('companyName', 'Company Name / Doing Business As', 60),
      nineDigits('dunsNumber', 'DUNS Number'),
      nineDigits('federalTaxId', 'Federal Tax ID'),
      ...address(''),
      phone('phone', 'Phone', true),
      phone('fax', 'Fax', false),
      text('accountsPayableContact', 'Accounts Payable Contact', 60),
      phone('accountsPayablePhone', 'Accounts Payable Phone', true),
      {
        field: 'accountsPayableSameAsPhone',
        accept: [undefined, true, false],
        refuse: invalid('Same as the business phone', 'yes'),
      },
      {
        field: 'accountsPayableEmail',
        accept: [undefined, ...emails.good],
        refuse: invalid('Accounts Payable Email', ...emails.bad),
      },
      {
        field: 'businessType',
        accept: ['CORPORATION', 'SOLE_PROPRIETOR', 'LLC', 'GOVERNMENT', 'NON_PROFIT', 'PARTNERSHIP'],
        refuse: [required('Business Type'), ...invalid('Business Type', 'LLP', 'llc')],
      },
      {
        field: 'businessDescription',
        accept: ['CarCare', 'Dealership', 'Tire', 'Farm', 'Marine engine repair'],
        refuse: [
          required('Business Description'),
          ['', 'Business Description is required.'],
          ...blank('Business Description'),
          [longText(101), 'Business Description must be 100 characters or fewer.'],
        ],
      },
      years('yearsInBusiness', 'Years in Business'),
      years('yearsUnderCurrentOwnership', 'Years Under Current Ownership'),
      {
        field: 'numberOfEmployees',
        accept: [0, 500000],
        refuse: [
          required('Number of Employees'),
          [500001, 'Number of Employees must be 500000 or less'],
          [-1, 'Number of Employees must be 0 or more'],
          [1.5, 'Number of Employees must contain only digits.'],
        ],
      },
      {
        field: 'taxExempt',
        accept: [undefined, true, false],
        refuse: invalid('Are you exempt from sales tax?', 'yes'),
      },
    ],
  },
  {
    section: 'applicants',
    url: '/applicants',
    base: [owner],
    rules: [
      {
        field: '',
        accept: [[owner, { ...owner, ssn: '987654321' }]],
        refuse: [
          [[], 'Owners needs at least 1 entries.'],
          [[owner, owner, owner], 'Owners can have at most 2 entries.'],
        ],
      },
      text('0.firstName', 'First Name', 60),
      text('0.lastName', 'Last Name', 60),
      phone('0.phone', 'Phone', true),
      { field: '0.email', accept: [undefined, ...emails.good], refuse: invalid('Email', ...emails.bad) },
      {
        field: '0.ssn',
        accept: ['123456789', '000112222'],
        refuse: [
          required('Social Security Number'),
          ...['12345678', '123-45-6789', '1234567890', '12345678A'].map((value): [unknown, string] => [
            value,
            SSN_MESSAGE,
          ]),
        ],
      },
      {
        field: '0.dateOfBirth',
        accept: ['1970-05-17', '1900-01-01', '2000-02-29'],
        refuse: [
          required('Date of Birth'),
          ...['1899-12-31', '2001-02-29', '1970-13-01', '05/17/1970', tomorrow, '1970-5-17'].map(
            (value): [unknown, string] => [value, DATE_OF_BIRTH_MESSAGE],
          ),
        ],
      },
      ...address('0.'),
      years('0.yearsAtCurrentAddress', 'Years at Current Address'),
    ],
  },
  {
    section: 'accountInfo',
    url: '/account-info',
    base: accountInfo,
    rules: [
      {
        field: 'paymentOption',
        accept: ['MONTHLY_PAY', 'WEEKLY_PAY', 'DAILY_PAY'],
        refuse: [required('Payment Option'), ...invalid('Payment Option', 'CREDIT')],
      },
      {
        field: 'creditLimit',
        accept: [100, 50000, 2500],
        refuse: [
          required('Credit Limit Requested'),
          [99, CREDIT_LIMIT_MESSAGE],
          [50001, CREDIT_LIMIT_MESSAGE],
          [150.5, CREDIT_LIMIT_MESSAGE],
          ['1000', CREDIT_LIMIT_MESSAGE],
        ],
      },
      {
        field: 'hasExistingAccount',
        accept: [undefined, true, false],
        refuse: invalid('Do you already have an account with us?', 'yes'),
      },
      {
        field: 'existingAccountNumbers',
        // Saved through the API alone, without the yes/no: the numbers are kept whenever there are some.
        base: accountWithoutToggle,
        accept: [undefined, [], ['1', '2']],
        refuse: [
          ['x', 'Existing Account Numbers is invalid.'],
          [
            Array.from({ length: 11 }, (_, index) => String(index)),
            'Existing Account Numbers can have at most 10 entries.',
          ],
        ],
      },
      {
        field: 'existingAccountNumbers.0',
        accept: ['1', '00123', '12345678901234567890'],
        refuse: [
          ['', 'Account Number is required.'],
          ['12a', 'Account Number must contain only digits.'],
          ['-5', 'Account Number must contain only digits.'],
          [longText(21).replace(/x/g, '1'), 'Account Number must be 20 characters or fewer.'],
        ],
      },
      {
        field: 'reasonForCompleting',
        accept: [
          'CHANGE_TERMS_CASH_TO_CHARGE',
          'INCREASE_CREDIT_LINE',
          'ADDITIONAL_LOCATION',
          'CHANGE_OWNERSHIP',
          'NEW_ACCOUNT_REQUEST',
          'NAME_CHANGE',
        ],
        refuse: [
          required('Reason for Completing This Application'),
          ...invalid('Reason for Completing This Application', 'OTHER'),
        ],
      },
      {
        field: 'purchaseOrderRequired',
        accept: [true, false],
        refuse: [required('Purchase Order Required'), ...invalid('Purchase Order Required', 'no')],
      },
      {
        field: 'hasAdditionalLocations',
        accept: [undefined, true, false],
        refuse: invalid('Do you have additional locations (shops)?', 'yes'),
      },
      {
        field: 'separateCreditLines',
        base: { ...accountInfo, shops: [shop] },
        accept: [undefined, true, false],
        refuse: invalid('Does each location need its own line of credit?', 'yes'),
      },
    ],
  },
  {
    section: 'shops',
    url: '/shops',
    base: [shop],
    rules: [
      {
        field: '',
        accept: [[], [shop, { ...shop, companyName: 'Acme South' }]],
        refuse: [[Array.from({ length: 21 }, () => shop), 'Additional Locations can have at most 20 entries.']],
      },
      text('0.companyName', 'Company Name / Doing Business As', 60),
      phone('0.phone', 'Phone', true),
      phone('0.fax', 'Fax', false),
      { field: '0.email', accept: [undefined, ...emails.good], refuse: invalid('Email', ...emails.bad) },
      ...address('0.'),
      {
        field: '0.preferredStoreId',
        accept: [undefined, '101', '110'],
        refuse: [['999', 'Preferred Store: choose one of the stores in the list.'], ...invalid('Preferred Store', 101)],
      },
      {
        field: '0.creditLimit',
        accept: [undefined, 0, 100, 50000],
        refuse: [
          [50, CREDIT_LIMIT_MESSAGE],
          [99, CREDIT_LIMIT_MESSAGE],
          [50001, CREDIT_LIMIT_MESSAGE],
          [-1, 'Credit Limit for This Location must be 0 or more'],
          [1.5, 'Credit Limit for This Location must be a whole number.'],
        ],
      },
    ],
  },
];
