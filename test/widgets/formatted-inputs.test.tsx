// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

let en: i18n;
let es: i18n;
beforeAll(async () => {
  [en, es] = await Promise.all([createTestI18n('en'), createTestI18n('es')]);
});

type Data = Record<string, unknown>;
const applicant = (form: { box: { data: unknown } }) => (form.box.data as { applicants: Data[] }).applicants[0];
const business = (form: { box: { data: unknown } }) => form.box.data as Data;

// `hidden: true` spares Testing Library's visibility check, which reads the computed style of every ancestor: about
// a second a query on a whole step in jsdom. The boxes these tests type into are on the page (a field the form does
// not show is not rendered at all), and what a person sees is the browser tests' part.
const phoneBox = () => screen.getByRole('textbox', { name: /^Phone/, hidden: true }) as HTMLInputElement;
/** A concealed SSN is a password box, which has no role: it is found by its label. */
const ssnBox = () => screen.getByLabelText(/^Social Security Number/, { selector: 'input' }) as HTMLInputElement;
const creditLimitBox = () =>
  screen.getByRole('textbox', { name: /^Credit Limit Requested/, hidden: true }) as HTMLInputElement;

/** Types `text` into `box` as a browser reports it: the whole new text, and where the caret is in it. */
function type(box: HTMLInputElement, text: string, caret = text.length) {
  box.focus();
  fireEvent.change(box, { target: { value: text, selectionStart: caret, selectionEnd: caret } });
}

/*
 * The business information step is the heaviest form to render (over a second in jsdom), so its phone cases share one
 * rendering: each starts from the box as it needs it, typed as a person would.
 */
describe('on the business information step', () => {
  let form: Awaited<ReturnType<typeof renderForm>>;
  beforeAll(async () => {
    form = await renderForm('steps/business-information', en);
  });
  afterAll(cleanup);

  describe('a phone number takes the shape of its mask as it is typed', () => {
    it.each([
      ['5', '(5'],
      ['5551', '(555) 1'],
      ['4175550100', '(417) 555-0100'],
      ['417.555.0100', '(417) 555-0100'],
    ])('a phone typed as %s shows and stores %s, which the schema accepts', (typed, shown) => {
      // The new text is all the box reads (not what it showed before), so each case types over the last one.
      type(phoneBox(), typed);
      expect(phoneBox().value).toBe(shown);
      expect(business(form).phone).toBe(shown);
    });

    it('a letter changes nothing and the caret stays after the last digit typed', async () => {
      type(phoneBox(), '(417) 555');
      type(phoneBox(), '(41x7) 555', 4);
      expect(phoneBox().value).toBe('(417) 555');
      expect(business(form).phone).toBe('(417) 555');
      await Promise.resolve();
      expect(phoneBox().selectionStart).toBe(3);
    });
  });

  describe('the caret stays where the person edits', () => {
    it.each([
      // What the box showed, what the browser reports after the edit (text, caret), what shows then, and the caret.
      ['a digit inserted in the area code', '(417) 555-01', '(4197) 555-01', 4, '(419) 755-501', 4],
      ['a digit deleted in the middle', '(417) 555-0100', '(417) 55-0100', 8, '(417) 550-100', 8],
      ['a separator deleted: the caret goes back over it', '(417) 555-0100', '(417) 5550100', 9, '(417) 555-0100', 9],
    ])('%s', async (_case, before, typed, caret, shown, caretAfter) => {
      type(phoneBox(), before);
      type(phoneBox(), typed, caret);
      // An edit that changes nothing renders nothing: the caret is put back once React has restored the text.
      await Promise.resolve();
      expect(phoneBox().value).toBe(shown);
      expect(phoneBox().selectionStart).toBe(caretAfter);
    });
  });
});

describe('an SSN takes the shape of its mask', () => {
  afterEach(cleanup);

  it('an SSN shows as 123-45-6789 and stores the 9 digits the schema wants', async () => {
    const form = await renderForm('steps/applicants', en, { applicants: [{}] });
    type(ssnBox(), '123456789');
    expect(ssnBox().value).toBe('123-45-6789');
    expect(applicant(form).ssn).toBe('123456789');
    type(ssnBox(), '');
    expect(applicant(form).ssn).toBeUndefined();
  });

  it('shows a number the server sent back masked in the same shape', async () => {
    await renderForm('steps/applicants', en, { applicants: [{ ssn: '*****6789' }] });
    expect(ssnBox().value).toBe('***-**-6789');
  });
});

describe('amounts show as money while they are typed', () => {
  afterEach(cleanup);

  it('in an amount, a digit inserted before the thousands keeps the caret after it', async () => {
    const form = await renderForm('steps/account-information', en, {
      paymentOption: 'MONTHLY_PAY',
      creditLimit: 15000,
    });
    expect(creditLimitBox().value).toBe('$15,000');
    type(creditLimitBox(), '$125,000', 3);
    expect(creditLimitBox().value).toBe('$125,000');
    expect(creditLimitBox().selectionStart).toBe(3);
    expect(business(form).creditLimit).toBe(125000);
  });

  it.each([
    ['en', '15000', '$15,000', 15000],
    ['en', '$1,500.75', '$1,500', 1500],
    ['es', '25000', '$25,000', 25000],
    ['en', '', '', undefined],
  ])('in %s, %s shows %s and stores %s', async (language, typed, shown, stored) => {
    const i18n = language === 'es' ? es : en;
    const form = await renderForm('steps/account-information', i18n, { paymentOption: 'MONTHLY_PAY' });
    const box = screen.getByRole('textbox', {
      name: language === 'es' ? /^Límite de crédito/ : /^Credit Limit/,
      hidden: true,
    }) as HTMLInputElement;
    type(box, typed);
    expect(box.value).toBe(shown);
    expect(business(form).creditLimit).toBe(stored);
  });
});

describe('a concealed SSN', () => {
  afterEach(cleanup);

  it.each([
    ['en', 'Show Social Security Number'],
    ['es', 'Mostrar Número de Seguro Social'],
  ])('is hidden until its toggle button (%s: "%s") is pressed, and hidden again', async (language, name) => {
    await renderForm('steps/applicants', language === 'es' ? es : en, { applicants: [{ ssn: '123456789' }] });
    const toggle = screen.getByRole('button', { name });
    const box = () => document.getElementById('root_applicants_0_ssn') as HTMLInputElement;
    expect(box().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(box().type).toBe('text');
    expect(box().value).toBe('123-45-6789');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(box().type).toBe('password');
  });
});
