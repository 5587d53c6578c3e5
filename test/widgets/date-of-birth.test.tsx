// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { joinDate, splitDate, yearsBetween } from '../../src/widgets/date-parts.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

let en: i18n;
let es: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  es = await createTestI18n('es');
});

const INVALID = 'Date of Birth is invalid.';

/** The applicant form with the date of birth widget, and a way to pick a date as a person does. */
async function renderDateOfBirth(language = en, dateOfBirth?: string) {
  const rendered = await renderForm(
    'steps/applicant-information',
    language,
    dateOfBirth === undefined ? {} : { dateOfBirth },
  );
  const group = () => within(document.getElementById('root_dateOfBirth')!);
  const pick = (month: number, day: number, year: number) => {
    fireEvent.change(group().getByLabelText('Month'), { target: { value: String(month) } });
    fireEvent.change(group().getByLabelText('Day'), { target: { value: String(day) } });
    fireEvent.change(group().getByLabelText('Year'), { target: { value: String(year) } });
  };
  const value = () => (rendered.box.data as { dateOfBirth?: string }).dateOfBirth;
  const validate = () => act(() => void rendered.handle.current!.validate());
  return { ...rendered, group, pick, value, validate };
}

/** Today in the browser's time zone, as the widget and the validator see it. */
function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/*
 * The dates picked into an empty widget share one rendering, in an order where each test starts with no message shown:
 * valid dates first, then today (refused) and yesterday (accepted again), then February 29 of 2001 (refused).
 */
describe('date of birth widget, picking dates', () => {
  let rendered: Awaited<ReturnType<typeof renderDateOfBirth>>;
  beforeAll(async () => {
    rendered = await renderDateOfBirth();
  });
  afterAll(cleanup);
  const pick = (month: number, day: number, year: number) => rendered.pick(month, day, year);
  const value = () => rendered.value();
  const validate = () => rendered.validate();

  it('composes YYYY-MM-DD with month and day zero-padded', () => {
    pick(3, 5, 1980);
    expect(value()).toBe('1980-03-05');
    validate();
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('accepts February 29 of a leap year', () => {
    pick(2, 29, 2000);
    expect(value()).toBe('2000-02-29');
    validate();
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('refuses today and accepts yesterday', async () => {
    const { year, month, day } = today();
    pick(month, day, year);
    validate();
    expect(await screen.findByText(INVALID)).toBeTruthy();
    const yesterday = new Date(year, month - 1, day - 1);
    pick(yesterday.getMonth() + 1, yesterday.getDate(), yesterday.getFullYear());
    expect(value()).toBe(
      [yesterday.getFullYear(), yesterday.getMonth() + 1, yesterday.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .join('-'),
    );
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('refuses February 29 of a year that is not a leap year', async () => {
    pick(2, 29, 2001);
    expect(value()).toBe('2001-02-29');
    validate();
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });
});

describe('date of birth widget', () => {
  afterEach(cleanup);

  it('shows a saved date in its three selects', async () => {
    const { group } = await renderDateOfBirth(en, '1975-11-02');
    expect((group().getByLabelText('Month') as HTMLSelectElement).value).toBe('11');
    expect((group().getByLabelText('Day') as HTMLSelectElement).value).toBe('2');
    expect((group().getByLabelText('Year') as HTMLSelectElement).value).toBe('1975');
  });

  it('offers the years from this year back to 1900, and refuses 1899', async () => {
    const { group, validate } = await renderDateOfBirth(en, '1899-12-31');
    const years = [...(group().getByLabelText('Year') as HTMLSelectElement).options]
      .map((option) => option.value)
      .filter(Boolean);
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('1900');
    expect(years).not.toContain('1899');
    validate();
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it('calls a half-picked date invalid and an untouched one required', async () => {
    const { group, validate } = await renderDateOfBirth();
    validate();
    expect(await screen.findByText('Date of Birth is required.')).toBeTruthy();
    fireEvent.change(group().getByLabelText('Month'), { target: { value: '4' } });
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it('counts as left only when the focus leaves all three selects', async () => {
    const { group } = await renderDateOfBirth();
    const [month, day] = [group().getByLabelText('Month'), group().getByLabelText('Day')];
    fireEvent.change(month, { target: { value: '4' } });
    fireEvent.blur(month, { relatedTarget: day });
    expect(screen.queryByText(INVALID)).toBeNull();
    fireEvent.blur(day, { relatedTarget: document.body });
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it('reads day, month, year in Spanish, with Spanish month names', async () => {
    const { group } = await renderDateOfBirth(es);
    const labels = group()
      .getAllByRole('combobox')
      .map((select) => select.getAttribute('id')!.split('-').pop());
    expect(labels).toEqual(['day', 'month', 'year']);
    expect(within(group().getByLabelText('Mes')).getByRole('option', { name: 'enero' })).toBeTruthy();
    expect(group().getByText(/Fecha de nacimiento/)).toBeTruthy();
  });
});

describe('date parts', () => {
  it.each([
    [{ year: '1980', month: '3', day: '5' }, '1980-03-05'],
    [{ year: '1980', month: '12', day: '31' }, '1980-12-31'],
    [{ year: '', month: '4', day: '' }, '-04-'],
    [{ year: '', month: '', day: '' }, undefined],
  ])('joins %j as %j and splits it back', (parts, text) => {
    expect(joinDate(parts)).toBe(text);
    if (text) expect(splitDate(text)).toEqual(parts);
  });

  it('reads anything that is not a date as nothing picked', () => {
    expect(splitDate('12/05/1980')).toEqual({ year: '', month: '', day: '' });
    expect(splitDate(undefined)).toEqual({ year: '', month: '', day: '' });
  });

  it('lists years newest first', () => {
    expect(yearsBetween(1900, 1903)).toEqual([1903, 1902, 1901, 1900]);
  });
});
