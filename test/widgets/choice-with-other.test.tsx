// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

// `hidden: true` spares Testing Library's visibility check, which reads the computed style of every ancestor: about
// a second a query on the business information step in jsdom. These fields are on the page (a field the form does
// not show is not rendered at all, which the queryByRole checks below rely on), and what a person sees is the browser
// tests' part.
const description = () =>
  screen.getByRole('combobox', { name: /Business Description/, hidden: true }) as HTMLSelectElement;
const otherText = () => screen.queryByRole('textbox', { name: /Describe your business/, hidden: true });
const data = (form: { box: { data: unknown } }) => (form.box.data as Record<string, unknown>).businessDescription;

/*
 * The business information step takes over a second to render in jsdom: the cases that start from an empty form share
 * one rendering, each choosing what it starts from as a person would.
 */
describe('the business description: the usual answers, or any other text', () => {
  let form: Awaited<ReturnType<typeof renderForm>>;
  beforeAll(async () => {
    form = await renderForm('steps/business-information', await createTestI18n('en'));
  });
  afterAll(cleanup);

  it('offers the schema’s choices with their labels, and "Other"', () => {
    expect([...description().options].map((option) => option.text)).toEqual([
      '',
      'Car care',
      'Dealership',
      'Tire',
      'Farm',
      'Other',
    ]);
  });

  it('stores a choice as its value', () => {
    fireEvent.change(description(), { target: { value: 'CarCare' } });
    expect(data(form)).toBe('CarCare');
    expect(otherText()).toBeNull();
  });

  it('"Other" opens a text box whose text is the value', () => {
    fireEvent.change(description(), { target: { value: 'Tire' } });
    expect(data(form)).toBe('Tire');
    fireEvent.change(description(), { target: { value: '(other)' } });
    expect(data(form)).toBeUndefined();
    fireEvent.change(otherText()!, { target: { value: 'Marine engines' } });
    expect(data(form)).toBe('Marine engines');
  });
});

describe('the business description, rendered from other data', () => {
  afterEach(cleanup);

  it('offers the choices with their Spanish labels', async () => {
    await renderForm('steps/business-information', await createTestI18n('es'));
    expect(
      [...(screen.getByRole('combobox', { name: /Descripción/, hidden: true }) as HTMLSelectElement).options].map(
        (option) => option.text,
      ),
    ).toContain('Llantas');
  });

  it('reads a saved text that is not a choice back as "Other" with its text', async () => {
    await renderForm('steps/business-information', await createTestI18n('en'), {
      businessDescription: 'Marine engines',
    });
    expect(description().value).toBe('(other)');
    expect((otherText() as HTMLInputElement).value).toBe('Marine engines');
  });
});
