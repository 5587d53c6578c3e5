// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

afterEach(cleanup);

const description = () => screen.getByRole('combobox', { name: /Business Description/ }) as HTMLSelectElement;
const data = (form: { box: { data: unknown } }) => (form.box.data as Record<string, unknown>).businessDescription;

describe('the business description: the usual answers, or any other text', () => {
  it('offers the schema’s choices with their labels, and "Other"', async () => {
    await renderForm('steps/business-information', await createTestI18n('en'));
    expect([...description().options].map((option) => option.text)).toEqual([
      '',
      'Car care',
      'Dealership',
      'Tire',
      'Farm',
      'Other',
    ]);
    cleanup();
    await renderForm('steps/business-information', await createTestI18n('es'));
    expect(
      [...(screen.getByRole('combobox', { name: /Descripción/ }) as HTMLSelectElement).options].map(
        (option) => option.text,
      ),
    ).toContain('Llantas');
  });

  it('stores a choice as its value', async () => {
    const form = await renderForm('steps/business-information', await createTestI18n('en'));
    fireEvent.change(description(), { target: { value: 'CarCare' } });
    expect(data(form)).toBe('CarCare');
    expect(screen.queryByRole('textbox', { name: /Describe your business/ })).toBeNull();
  });

  it('"Other" opens a text box whose text is the value', async () => {
    const form = await renderForm('steps/business-information', await createTestI18n('en'), {
      businessDescription: 'Tire',
    });
    fireEvent.change(description(), { target: { value: '(other)' } });
    expect(data(form)).toBeUndefined();
    fireEvent.change(screen.getByRole('textbox', { name: /Describe your business/ }), {
      target: { value: 'Marine engines' },
    });
    expect(data(form)).toBe('Marine engines');
  });

  it('reads a saved text that is not a choice back as "Other" with its text', async () => {
    await renderForm('steps/business-information', await createTestI18n('en'), {
      businessDescription: 'Marine engines',
    });
    expect(description().value).toBe('(other)');
    expect((screen.getByRole('textbox', { name: /Describe your business/ }) as HTMLInputElement).value).toBe(
      'Marine engines',
    );
  });
});
