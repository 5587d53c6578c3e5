// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

let en: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

/*
 * The business information step takes over a second to render in jsdom: the tests that start from an empty form and
 * whose steps do not hide each other's outcome share one rendering, in this order (required marks before any touch, a
 * field's error once it is left, then changes, the server's messages, and a check that clears the error again).
 */
describe('FormView, on one rendering of an empty form', () => {
  let form: Awaited<ReturnType<typeof renderForm>>;
  beforeAll(async () => {
    form = await renderForm('steps/business-information', en);
  });
  afterAll(cleanup);
  const company = () => screen.getByLabelText(/Company Name \/ Doing Business As/) as HTMLInputElement;

  it('marks required fields with an asterisk and leaves optional ones plain', () => {
    expect(company().closest('.MuiFormControl-root')?.textContent).toContain('*');
    expect(screen.getByLabelText(/DUNS Number/).closest('.MuiFormControl-root')?.textContent).not.toContain('*');
  });

  it('shows no error before a field is touched, and the field error once it is left', async () => {
    expect(screen.queryByText('Company Name / Doing Business As is required.')).toBeNull();
    fireEvent.focus(company());
    fireEvent.blur(company());
    expect(await screen.findByText('Company Name / Doing Business As is required.')).toBeTruthy();
    expect(screen.queryByText('Phone is required.')).toBeNull();
  });

  it('hands each change to the form at once, and shows it in the box', () => {
    fireEvent.change(company(), { target: { value: 'Acme' } });
    expect(form.box.data).toMatchObject({ companyName: 'Acme' });
    expect(company().value).toBe('Acme');
  });

  it('shows the server’s field messages under their fields', async () => {
    act(() => form.handle.current!.showServerErrors({ companyName: 'Company name is taken.' }));
    expect(await screen.findByText('Company name is taken.')).toBeTruthy();
  });

  it('reads what was typed without leaving the box (Enter submits a login)', () => {
    fireEvent.change(company(), { target: { value: 'Acme Garage' } });
    act(() => {
      form.handle.current!.validate();
    });
    expect(screen.queryByText('Company Name / Doing Business As is required.')).toBeNull();
    expect(form.handle.current!.data()).toMatchObject({ companyName: 'Acme Garage' });
  });
});

describe('FormView, on one rendering of a form with a phone', () => {
  let form: Awaited<ReturnType<typeof renderForm>>;
  beforeAll(async () => {
    form = await renderForm('steps/business-information', en, { phone: '417-555-0100' });
  });
  afterAll(cleanup);

  it('runs declared effects as the person types: "same as above" copies the phone', () => {
    fireEvent.click(screen.getByLabelText('Same as the business phone'));
    expect((form.box.data as Record<string, unknown>).accountsPayablePhone).toBe('417-555-0100');
    // The box shows the copied number in the phone's mask; the copy itself is the value as it was.
    expect((screen.getByLabelText(/Accounts Payable Phone/) as HTMLInputElement).value).toBe('(417) 555-0100');
  });

  it('keeps its fields (and the focus in them) when an effect changed the data and a field is then left', async () => {
    // A click on "same as above" makes the effect change the data: it copies the phone, or (after the test above)
    // clears the copy.
    fireEvent.click(screen.getByLabelText('Same as the business phone'));
    const company = screen.getByLabelText(/Company Name \/ Doing Business As/);
    fireEvent.focus(company);
    fireEvent.blur(company);
    expect(await screen.findByText('Company Name / Doing Business As is required.')).toBeTruthy();
    expect(screen.getByLabelText(/Company Name \/ Doing Business As/)).toBe(company);
  });
});

describe('FormView', () => {
  afterEach(cleanup);

  it('on Next shows every error and focuses the first invalid field', async () => {
    const { handle } = await renderForm('steps/business-information', en, { companyName: 'Acme Garage' });
    let valid = true;
    act(() => {
      valid = handle.current!.validate();
    });
    expect(valid).toBe(false);
    expect(await screen.findByText('Street Address is required.')).toBeTruthy();
    expect(screen.getByText('Phone is required.')).toBeTruthy();
    await nextFrame();
    expect(document.activeElement?.id).toBe('root_addressLine1');
  });

  it('starts afresh from data the parent gives back after the person changed it', async () => {
    const saved = { companyName: 'Acme Garage' };
    const { box, give } = await renderForm('steps/business-information', en, saved);
    const company = screen.getByLabelText(/Company Name \/ Doing Business As/) as HTMLInputElement;
    fireEvent.change(company, { target: { value: 'Acme Tires' } });
    await waitFor(() => expect(box.data).toMatchObject({ companyName: 'Acme Tires' }));
    act(() => give(saved));
    expect((screen.getByLabelText(/Company Name \/ Doing Business As/) as HTMLInputElement).value).toBe('Acme Garage');
  });

  it('shows the credit limit only for non-cash accounts', async () => {
    await renderForm('steps/account-information', en, { paymentOption: 'MONTHLY_PAY' });
    expect(screen.getByLabelText(/Credit Limit Requested/)).toBeTruthy();
    expect(screen.getByText('Whole dollars from $100 to $50,000.')).toBeTruthy();
    cleanup();
    await renderForm('steps/account-information', en, { paymentOption: 'CASH_ACCOUNT' });
    expect(screen.queryByLabelText(/Credit Limit Requested/)).toBeNull();
  });
});
