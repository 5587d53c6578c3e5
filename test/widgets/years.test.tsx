// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

let en: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});

// `hidden: true` spares Testing Library's visibility check, which reads the computed style of every ancestor: about
// a second a query on the business information step in jsdom. These fields are on the page (a field the form does
// not show is not rendered at all), and what a person sees is the browser tests' part.
const box = () => screen.getByRole('textbox', { name: /Years in Business/, hidden: true }) as HTMLInputElement;
const lessThanOne = () =>
  screen.getAllByRole('checkbox', { name: 'Less than 1 year', hidden: true })[0] as HTMLInputElement;
const NOT_DIGITS = 'Years in Business must contain only digits.';

/*
 * The business information step takes over a second to render in jsdom: the cases that start from an empty field share
 * one rendering, each typing what it starts from as a person would.
 */
describe('the years widget', () => {
  let form: Awaited<ReturnType<typeof renderForm>>;
  const years = () => (form.box.data as Record<string, unknown>).yearsInBusiness;
  beforeAll(async () => {
    form = await renderForm('steps/business-information', en);
  });
  afterAll(cleanup);

  it('stores what is typed as a number', () => {
    fireEvent.change(box(), { target: { value: '12' } });
    expect(years()).toBe(12);
  });

  it('"less than 1 year" stores 0 and greys the number out; unticking empties the field again', () => {
    fireEvent.change(box(), { target: { value: '5' } });
    fireEvent.click(lessThanOne());
    expect(years()).toBe(0);
    expect(box().disabled).toBe(true);
    expect(box().value).toBe('');
    fireEvent.click(lessThanOne());
    expect(years()).toBeUndefined();
    expect(box().disabled).toBe(false);
  });

  it.each([
    ['3.5', 3.5],
    ['ten', 'ten'],
  ])('passes %s on as typed, so the form says what is wrong once the field is left', async (typed, stored) => {
    // A whole number left in the field first: the message that shows below is this case's.
    fireEvent.change(box(), { target: { value: '12' } });
    fireEvent.blur(box());
    await waitFor(() => expect(screen.queryByText(NOT_DIGITS)).toBeNull());
    fireEvent.change(box(), { target: { value: typed } });
    expect(years()).toBe(stored);
    fireEvent.blur(box());
    expect(await screen.findByText(NOT_DIGITS)).toBeTruthy();
  });
});

describe('saved years', () => {
  afterAll(cleanup);

  it('shows a saved 0 as "less than 1 year", and the old unset value -1 as empty', async () => {
    await renderForm('steps/business-information', en, { yearsInBusiness: 0, yearsUnderCurrentOwnership: -1 });
    expect(lessThanOne().checked).toBe(true);
    const ownership = screen.getByRole('textbox', {
      name: /Years Under Current Ownership/,
      hidden: true,
    }) as HTMLInputElement;
    expect(ownership.value).toBe('');
  });
});
