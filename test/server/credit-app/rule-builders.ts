/** The builders of the validation rules the server must apply: a field, its good values and its refusals. */

/**
 * The field rules (docs/decisions/0006-product-rules.md#application-steps) of the steps business information,
 * applicants and account information, as a table: for each field of each section, values the API accepts and values it
 * refuses with the English message that names it. `field` is the path in the request body (`0.ssn` in a list);
 * `undefined` means the field is left out.
 */
export interface Rule {
  field: string;
  /** The body the values are tried in, when not the section's `base` (a toggle shown only with other data). */
  base?: unknown;
  accept: unknown[];
  refuse: Array<[value: unknown, message: string]>;
}

export interface SectionRules {
  section: 'businessInfo' | 'applicants' | 'accountInfo' | 'shops';
  url: string;
  /** A valid body the refusals are tried on. */
  base: unknown;
  rules: Rule[];
}

export const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
export const longText = (length: number) => 'x'.repeat(length);

export const required = (title: string): [unknown, string] => [undefined, `${title} is required.`];
export const invalid = (title: string, ...values: unknown[]) =>
  values.map((value): [unknown, string] => [value, `${title} is invalid.`]);

const phones = {
  good: ['(417) 555-0100', '417.555.0100', '417 555 0100', '4175550100', '417-555-0100', '(417)555-0100'],
  bad: ['555-0100', '(417 555-0100', '417_555_0100', '+1 417 555 0100', '417-555-01000'],
};
const zips = { good: ['65802', '65802-1234'], bad: ['6580', '65802-12', 'ABCDE', '65802 1234'] };
const states = { good: ['MO', 'PR', 'WY'], bad: ['DC', 'XX', 'mo'] };
export const emails = { good: ['ap@acme.example', 'a.b+c@d.example'], bad: ['not-an-email', 'a@', '@b.example'] };

/** Values with no character but spaces (a space, a tab, a line break, a no-break space): refused as blank. */
const BLANKS = ['   ', ' \t\n', '\u00a0'];
export const blank = (title: string) =>
  BLANKS.map((value): [unknown, string] => [value, `${title} cannot be only spaces.`]);
/** Single-line text with what would break or disguise a line of an email or the PDF: CR/LF, BEL, a bidi override. */
const CONTROLS = ['Acme\r\nBcc: all@example.com', 'Acme\nInc', 'Acme\u0007', 'Acme\u202efdp.exe', 'Acme\u2028Inc'];
const control = (title: string) =>
  CONTROLS.map((value): [unknown, string] => [value, `${title} cannot contain line breaks or control characters.`]);

/** A name, a street or a city: required, not empty, not only spaces, with a length limit. */
export function text(field: string, title: string, max: number, isRequired = true): Rule {
  return {
    field,
    accept: ['A', ' A ', longText(max)],
    refuse: [
      ...(isRequired ? [required(title), ['', `${title} is required.`] as [unknown, string]] : []),
      ...blank(title),
      ...control(title),
      [longText(max + 1), `${title} must be ${max} characters or fewer.`],
    ],
  };
}

export function address(prefix: string): Rule[] {
  return [
    text(`${prefix}addressLine1`, 'Street Address', 100),
    {
      field: `${prefix}addressLine2`,
      accept: [undefined, '', 'Suite 4', ' Suite 4'],
      refuse: [
        ...blank('Address Line 2'),
        ...control('Address Line 2'),
        [longText(101), 'Address Line 2 must be 100 characters or fewer.'],
      ],
    },
    text(`${prefix}addressCity`, 'City', 60),
    {
      field: `${prefix}addressState`,
      accept: states.good,
      refuse: [required('State'), ...invalid('State', ...states.bad)],
    },
    {
      field: `${prefix}addressZip`,
      accept: zips.good,
      refuse: [required('ZIP Code'), ...invalid('ZIP Code', ...zips.bad)],
    },
  ];
}

export function phone(field: string, title: string, isRequired: boolean): Rule {
  return {
    field,
    accept: [...(isRequired ? [] : [undefined]), ...phones.good],
    refuse: [...(isRequired ? [required(title)] : []), ...invalid(title, ...phones.bad)],
  };
}

export function years(field: string, title: string): Rule {
  return {
    field,
    accept: [0, 1, 999],
    refuse: [
      required(title),
      [1000, `${title} must be 999 or less`],
      [-1, `${title} must be 0 or more`],
      [2.5, `${title} must contain only digits.`],
      ['ten', `${title} must contain only digits.`],
    ],
  };
}

export function nineDigits(field: string, title: string): Rule {
  return {
    field,
    accept: [undefined, '123456789', '000000000'],
    refuse: ['12345678', '1234567890', '12-3456789', 'ABCDEFGHI'].map((value) => [
      value,
      `${title} must be a 9-digit number.`,
    ]),
  };
}

export const SSN_MESSAGE = 'Social Security Number must be 9 numbers with no dashes.';
export const DATE_OF_BIRTH_MESSAGE = 'Date of Birth is invalid.';
export const CREDIT_LIMIT_MESSAGE = 'Value must be whole number from 100 and 50000.';
