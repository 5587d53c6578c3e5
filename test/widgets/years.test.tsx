// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

let en: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});
afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: /Years in Business/ }) as HTMLInputElement;
const lessThanOne = () => screen.getAllByRole('checkbox', { name: 'Less than 1 year' })[0] as HTMLInputElement;

describe('the years widget', () => {
  it('stores what is typed as a number', async () => {
    const form = await renderForm('steps/business-information', en);
    fireEvent.change(box(), { target: { value: '12' } });
    expect((form.box.data as Record<string, unknown>).yearsInBusiness).toBe(12);
  });

  it('"less than 1 year" stores 0 and greys the number out; unticking empties the field again', async () => {
    const form = await renderForm('steps/business-information', en, { yearsInBusiness: 5 });
    fireEvent.click(lessThanOne());
    expect((form.box.data as Record<string, unknown>).yearsInBusiness).toBe(0);
    expect(box().disabled).toBe(true);
    expect(box().value).toBe('');
    fireEvent.click(lessThanOne());
    expect((form.box.data as Record<string, unknown>).yearsInBusiness).toBeUndefined();
    expect(box().disabled).toBe(false);
  });

  it('shows a saved 0 as "less than 1 year", and the old unset value -1 as empty', async () => {
    await renderForm('steps/business-information', en, { yearsInBusiness: 0, yearsUnderCurrentOwnership: -1 });
    expect(lessThanOne().checked).toBe(true);
    const ownership = screen.getByRole('textbox', { name: /Years Under Current Ownership/ }) as HTMLInputElement;
    expect(ownership.value).toBe('');
  });

  it.each([
    ['3.5', 3.5],
    ['ten', 'ten'],
  ])('passes %s on as typed, so the form says what is wrong once the field is left', async (typed, stored) => {
    const form = await renderForm('steps/business-information', en);
    fireEvent.change(box(), { target: { value: typed } });
    expect((form.box.data as Record<string, unknown>).yearsInBusiness).toBe(stored);
    fireEvent.blur(box());
    expect(await screen.findByText('Years in Business must contain only digits.')).toBeTruthy();
  });
});
