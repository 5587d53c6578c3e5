// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

/**
 * The yes/no toggles (docs/decisions/0006-product-rules.md#application-steps) on the business information, applicants
 * and account information forms, as a person uses them: each click goes through the engine (RJSF, the declared
 * `ui:effects`, the list templates) and the test reads both the form data and what the page shows.
 */
let en: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});
afterEach(cleanup);

// Every role query takes `hidden: true`, which spares Testing Library's visibility check: it reads the computed
// style of every ancestor, about a second a query on a whole step in jsdom. A field or button the form does not show
// is not rendered at all, so the queries that find nothing now check that it is absent from the page (stricter than
// unseen); what a person sees is the browser tests' part.
type Data = Record<string, unknown>;
const radio = (group: string, option: 'Yes' | 'No') =>
  within(screen.getByRole('radiogroup', { name: group, hidden: true })).getByRole('radio', {
    name: option,
    hidden: true,
  });
const shops = (data: unknown) => (data as Data).shops as Data[];

describe('business information', () => {
  it('"same as above" copies the business phone into the accounts-payable phone, and unticking clears it', async () => {
    const { box } = await renderForm('steps/business-information', en, { phone: '(417) 555-0100' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as the business phone', hidden: true }));
    expect((box.data as Data).accountsPayablePhone).toBe('(417) 555-0100');
    expect(screen.getByRole('textbox', { name: /Accounts Payable Phone/, hidden: true })).toHaveProperty(
      'value',
      '(417) 555-0100',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as the business phone', hidden: true }));
    expect(box.data).not.toHaveProperty('accountsPayablePhone');
    expect(screen.getByRole('textbox', { name: /Accounts Payable Phone/, hidden: true })).toHaveProperty('value', '');
  });
});

describe('applicants', () => {
  it(
    'starts with the owner, offers "Add co-owner" only while there is exactly one applicant, and never removes the ' +
      'owner',
    async () => {
      const { box } = await renderForm('steps/applicants', en, { applicants: [{}] });
      expect(screen.getByRole('heading', { name: 'Owner', hidden: true })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Remove/, hidden: true })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Add co-owner', hidden: true }));
      expect((box.data as Data).applicants).toHaveLength(2);
      expect(screen.getByRole('heading', { name: 'Co-owner', hidden: true })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add co-owner', hidden: true })).toBeNull();
      const coOwner = screen.getByRole('region', { name: 'Co-owner', hidden: true });
      fireEvent.click(within(coOwner).getByRole('button', { name: 'Remove co-owner', hidden: true }));
      expect((box.data as Data).applicants).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Add co-owner', hidden: true })).toBeTruthy();
      expect(
        within(screen.getByRole('region', { name: 'Owner', hidden: true })).queryByRole('button', {
          name: /Remove/,
          hidden: true,
        }),
      ).toBeNull();
    },
  );

  it('accepts the masked SSN the server sends back, and checks the format of a changed one', async () => {
    const { handle } = await renderForm('steps/applicants', en, { applicants: [{ ssn: '*****6789' }] });
    handle.current!.validate();
    expect(await screen.findByText('Phone is required.')).toBeTruthy();
    expect(screen.queryByText('Social Security Number must be 9 numbers with no dashes.')).toBeNull();
    // The SSN is concealed (a password box, which has no role) and keeps only digits: 5 of 9 is refused.
    fireEvent.change(screen.getByLabelText(/Social Security Number/, { selector: 'input' }), {
      target: { value: '12345' },
    });
    expect(await screen.findByText('Social Security Number must be 9 numbers with no dashes.')).toBeTruthy();
  });
});

describe('account information', () => {
  it('a cash account hides and nulls the credit limit; another option shows it again, empty', async () => {
    const { box } = await renderForm('steps/account-information', en, {
      paymentOption: 'MONTHLY_PAY',
      creditLimit: 5000,
    });
    expect(screen.getByRole('textbox', { name: /Credit Limit Requested/, hidden: true })).toHaveProperty(
      'value',
      '$5,000',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Cash account', hidden: true }));
    expect((box.data as Data).creditLimit).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Credit Limit Requested/, hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly pay', hidden: true }));
    expect(screen.getByRole('textbox', { name: /Credit Limit Requested/, hidden: true })).toHaveProperty('value', '');
  });

  it('explains each payment option’s terms', async () => {
    await renderForm('steps/account-information', en);
    expect(
      screen.getByRole('radio', { name: 'Monthly pay', hidden: true }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    const terms = document.getElementById(
      screen.getByRole('radio', { name: 'Monthly pay', hidden: true }).getAttribute('aria-describedby')!,
    )!;
    expect(terms.textContent).toBe(
      '2% discount when paid in full by the 10th of the month after the statement date; otherwise due in full by the ' +
        '20th. Payments by credit card get no discount.',
    );
  });

  it(
    'an existing account adds one empty account number; more can be added and the extra removed; no clears ' + 'them',
    async () => {
      const { box } = await renderForm('steps/account-information', en, {});
      expect(screen.queryByRole('textbox', { name: /Account Number/, hidden: true })).toBeNull();
      fireEvent.click(radio('Do you already have an account with us?', 'Yes'));
      expect((box.data as Data).existingAccountNumbers).toEqual(['']);
      expect(screen.getAllByRole('textbox', { name: /Account Number/, hidden: true })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Remove account number', hidden: true })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Add account number', hidden: true }));
      expect(screen.getAllByRole('textbox', { name: /Account Number/, hidden: true })).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Remove account number', hidden: true }));
      expect((box.data as Data).existingAccountNumbers).toHaveLength(1);
      fireEvent.click(radio('Do you already have an account with us?', 'No'));
      expect((box.data as Data).existingAccountNumbers).toEqual([]);
      expect(screen.queryByRole('textbox', { name: /Account Number/, hidden: true })).toBeNull();
    },
  );

  it('additional locations adds one empty shop; more can be added and the extra removed; no clears them', async () => {
    const { box } = await renderForm('steps/account-information', en, {});
    expect(
      screen.queryByRole('radiogroup', { name: 'Does each location need its own line of credit?', hidden: true }),
    ).toBeNull();
    fireEvent.click(radio('Do you have additional locations (shops)?', 'Yes'));
    expect(shops(box.data)).toEqual([{}]);
    expect(screen.getByRole('heading', { name: 'Location 1', hidden: true })).toBeTruthy();
    expect(
      screen.getByRole('radiogroup', { name: 'Does each location need its own line of credit?', hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove location', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add location', hidden: true }));
    expect(shops(box.data)).toHaveLength(2);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Location 2', hidden: true })).getByRole('button', {
        name: 'Remove location',
        hidden: true,
      }),
    );
    expect(shops(box.data)).toHaveLength(1);
    fireEvent.click(radio('Do you have additional locations (shops)?', 'No'));
    expect(shops(box.data)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Location 1', hidden: true })).toBeNull();
  });

  it(
    '"no" to separate credit lines resets every shop’s credit limit to 0 and locks it; "yes" lets each have its ' +
      'own',
    async () => {
      const start = {
        hasAdditionalLocations: true,
        separateCreditLines: true,
        shops: [{ creditLimit: 2500 }, { creditLimit: 700 }],
      };
      const { box } = await renderForm('steps/account-information', en, start);
      const limits = () =>
        screen.getAllByRole('textbox', { name: /Credit Limit for This Location/, hidden: true }) as HTMLInputElement[];
      expect(limits().map((input) => [input.value, input.disabled])).toEqual([
        ['$2,500', false],
        ['$700', false],
      ]);
      fireEvent.click(radio('Does each location need its own line of credit?', 'No'));
      expect(shops(box.data).map((shop) => shop.creditLimit)).toEqual([0, 0]);
      expect(limits().map((input) => [input.value, input.disabled])).toEqual([
        ['$0', true],
        ['$0', true],
      ]);
      fireEvent.click(radio('Does each location need its own line of credit?', 'Yes'));
      expect(limits().every((input) => !input.disabled)).toBe(true);
    },
  );
});
