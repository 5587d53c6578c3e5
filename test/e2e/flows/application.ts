import type { Locator, Page } from 'playwright-core';
import { choose, radioIn, secretBox, textbox } from './controls.ts';
import { fillRequiredFromExamples } from './fill-from-examples.ts';

/** An address as typed; the state is always Missouri, as the list names it. */
interface AddressAnswers {
  street: string;
  city: string;
  zip: string;
}

/** Step 2 as an applicant answers it. `yearsInBusiness: null` ticks "Less than 1 year". */
export interface BusinessAnswers {
  companyName: string;
  dunsNumber: string;
  address: AddressAnswers;
  phone: string;
  payablesContact: string;
  businessType: string;
  /** "Other" with `otherDescription`, or one of the listed descriptions. */
  description: string;
  otherDescription?: string;
  yearsInBusiness: string | null;
  yearsUnderOwnership: string;
  employees: string;
}

/** One person of step 3; `birth` is month name, day and year as the selects show them. */
export interface ApplicantAnswers {
  first: string;
  last: string;
  phone: string;
  ssn: string;
  birth: [string, string, string];
  address: AddressAnswers;
  yearsAtAddress: string;
}

/** A location of step 4; without `creditLimit` the locations share the account's line of credit. */
interface ShopAnswers {
  companyName: string;
  phone: string;
  address: AddressAnswers;
  /**
   * The store choice: `type` is what the applicant types (a city), `pick` the store's label to choose; `nearest`,
   * when given, the stores the list must offer first for the location's ZIP code, in order.
   */
  preferredStore: { type: string; pick: string; nearest?: string[] };
  creditLimit?: string;
}

/**
 * Step 4 as an applicant answers it: options by their labels; no `accountNumber` answers "No" to an existing account.
 */
export interface AccountAnswers {
  paymentOption: string;
  creditLimit?: string;
  accountNumber?: string;
  reason: string;
  purchaseOrderRequired: 'Yes' | 'No';
  shop?: ShopAnswers;
}

export const ACME_BUSINESS: BusinessAnswers = {
  companyName: 'Acme Garage LLC',
  dunsNumber: '080012345',
  address: { street: '100 Main St', city: 'Springfield', zip: '65802' },
  phone: '(417) 555-0100',
  payablesContact: 'Pat Payables',
  businessType: 'LLC',
  description: 'Other',
  otherDescription: 'Marine engine repair',
  yearsInBusiness: null,
  yearsUnderOwnership: '3',
  employees: '12',
};

export const ANN_OWNER: ApplicantAnswers = {
  first: 'Ann',
  last: 'Owner',
  phone: '417-555-0102',
  ssn: '123456789',
  birth: ['May', '17', '1970'],
  address: { street: '5 Oak St', city: 'Springfield', zip: '65803' },
  yearsAtAddress: '7',
};

export const BO_PARTNER: ApplicantAnswers = {
  ...ANN_OWNER,
  first: 'Bo',
  last: 'Partner',
  ssn: '987650001',
  birth: ['December', '1', '1980'],
};

/** Fills street, city, state (Missouri) and ZIP within `scope` (the page, an applicant or a location). */
async function fillAddress(page: Page, scope: Page | Locator, address: AddressAnswers): Promise<void> {
  await textbox(scope, 'Street Address').fill(address.street);
  await textbox(scope, 'City').fill(address.city);
  await choose(page, scope, 'State', 'Missouri');
  await textbox(scope, 'ZIP Code').fill(address.zip);
}

/** Presses Next and waits for the step at `/apply/<toPath>`. */
export async function next(page: Page, toPath: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(`**/apply/${toPath}`);
}

/**
 * From the account step's Next to the review: the references step, answered by `fill` (by default its required
 * fields with the schema's examples, docs/analysts.md#adding-a-field-end-to-end), then its Next.
 */
export async function passReferences(
  page: Page,
  fill = async () => {
    // A new list starts with its add button: the one trade reference the schema requires is added first.
    await page.getByRole('button', { name: 'Add trade reference', exact: true }).click();
    await fillRequiredFromExamples(page, page, 'steps/references');
  },
  nextLabel = 'Next',
): Promise<void> {
  await page.getByRole('button', { name: nextLabel, exact: true }).click();
  await page.waitForURL('**/apply/references');
  await fill();
  await page.getByRole('button', { name: nextLabel, exact: true }).click();
  await page.waitForURL('**/apply/review');
}

/**
 * Answers step 2, with the accounts-payable phone "Same as the business phone" and no sales-tax exemption; a required
 * field not named here is answered with its example. The same goes for the steps below.
 */
export async function fillBusinessInformation(page: Page, business: BusinessAnswers): Promise<void> {
  await textbox(page, 'Company Name / Doing Business As').fill(business.companyName);
  await textbox(page, 'DUNS Number').fill(business.dunsNumber);
  await fillAddress(page, page, business.address);
  await textbox(page, 'Phone').fill(business.phone);
  await textbox(page, 'Accounts Payable Contact').fill(business.payablesContact);
  await page.getByRole('checkbox', { name: 'Same as the business phone' }).check();
  await choose(page, page, 'Business Type', business.businessType);
  await page.getByRole('combobox', { name: 'Business Description' }).selectOption({ label: business.description });
  if (business.otherDescription) await textbox(page, 'Describe your business').fill(business.otherDescription);
  if (business.yearsInBusiness === null) await page.getByRole('checkbox', { name: 'Less than 1 year' }).first().check();
  else await textbox(page, 'Years in Business').fill(business.yearsInBusiness);
  await textbox(page, 'Years Under Current Ownership').fill(business.yearsUnderOwnership);
  await page.getByRole('spinbutton', { name: 'Number of Employees' }).fill(business.employees);
  await radioIn(page, 'Are you exempt from sales tax?', 'No').check();
  await fillRequiredFromExamples(page, page, 'steps/business-information');
}

/** Fills one applicant's section (`region`, e.g. the "Owner" region) of step 3. */
export async function fillApplicant(page: Page, region: Locator, person: ApplicantAnswers): Promise<void> {
  await textbox(region, 'First Name').fill(person.first);
  await textbox(region, 'Last Name').fill(person.last);
  await textbox(region, 'Phone').fill(person.phone);
  await secretBox(region, 'Social Security Number').fill(person.ssn);
  const birth = region.getByRole('group', { name: 'Date of Birth' });
  await birth.getByLabel('Month').selectOption({ label: person.birth[0] });
  await birth.getByLabel('Day').selectOption({ label: person.birth[1] });
  await birth.getByLabel('Year').selectOption({ label: person.birth[2] });
  await fillAddress(page, region, person.address);
  await textbox(region, 'Years at Current Address').fill(person.yearsAtAddress);
  await fillRequiredFromExamples(page, region, 'steps/applicants');
}

/** The owner's and co-owner's sections of step 3. */
export const ownerRegion = (page: Page) => page.getByRole('region', { name: 'Owner', exact: true });
export const coOwnerRegion = (page: Page) => page.getByRole('region', { name: 'Co-owner', exact: true });

/** Answers step 4; a shop answers "Yes" to additional locations and fills "Location 1". */
export async function fillAccountInformation(page: Page, account: AccountAnswers): Promise<void> {
  await page.getByRole('radio', { name: account.paymentOption }).check();
  if (account.creditLimit) await textbox(page, 'Credit Limit Requested').fill(account.creditLimit);
  await radioIn(page, 'Do you already have an account with us?', account.accountNumber ? 'Yes' : 'No').check();
  if (account.accountNumber) await page.getByRole('textbox', { name: 'Account Number' }).fill(account.accountNumber);
  await choose(page, page, 'Reason for Completing This Application', account.reason);
  await radioIn(page, 'Purchase Order Required', account.purchaseOrderRequired).check();
  await radioIn(page, 'Do you have additional locations (shops)?', account.shop ? 'Yes' : 'No').check();
  if (account.shop) await fillShop(page, account.shop);
  await fillRequiredFromExamples(page, page, 'steps/account-information');
}

async function fillShop(page: Page, shop: ShopAnswers): Promise<void> {
  const region = page.getByRole('region', { name: 'Location 1', exact: true });
  await textbox(region, 'Company Name / Doing Business As').fill(shop.companyName);
  await textbox(region, 'Phone').fill(shop.phone);
  await fillAddress(page, region, shop.address);
  await chooseStore(page, region, shop);
  await radioIn(page, 'Does each location need its own line of credit?', shop.creditLimit ? 'Yes' : 'No').check();
  if (shop.creditLimit) await textbox(region, 'Credit Limit for This Location').fill(shop.creditLimit);
}

/** Chooses the preferred store as a person does: opens the list, types a city and picks the store. */
async function chooseStore(page: Page, region: Locator, shop: ShopAnswers): Promise<void> {
  const { type, pick, nearest } = shop.preferredStore;
  const box = region.getByRole('combobox', { name: 'Preferred Store', exact: true });
  await region.getByText(`Nearest to ZIP code ${shop.address.zip} first`).waitFor();
  await box.click();
  if (nearest) {
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const labels = await options.evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? ''));
    if (
      JSON.stringify(labels.slice(0, nearest.length).map((label) => label.split(')')[0] + ')')) !==
      JSON.stringify(nearest)
    )
      throw new Error(`the stores offered first are ${labels.slice(0, nearest.length).join(', ')}`);
  }
  await box.fill(type);
  await page.getByRole('option', { name: new RegExp(`^${pick.replace(/[()]/g, '\\$&')}`) }).click();
  if ((await box.inputValue()) !== pick) throw new Error(`the store choice shows "${await box.inputValue()}"`);
}

/** The value next to `label` in a review section. */
export const reviewValue = (section: Locator, label: string) =>
  section.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]').textContent();
