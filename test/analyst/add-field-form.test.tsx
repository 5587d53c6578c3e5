// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { summarize } from '../../src/app/review/summary.ts';
import { loadForm } from '../../src/shared/form-files.ts';
import { compileForm } from '../helpers/compiled-form.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';
import { copyWithWebsiteField } from './website-field.ts';

const copy = copyWithWebsiteField();
const compiled: Array<{ dispose(): void }> = [];
afterAll(() => {
  cleanup();
  compiled.forEach((form) => form.dispose());
});

/** The edited form, compiled the way the build compiles every form for the browser. */
async function editedForm() {
  const form = await compileForm(loadForm('steps/business-information', copy.schemasDir));
  compiled.push(form);
  return form;
}

describe('the Website field an analyst added, in the browser', () => {
  it('shows in the form with its label and the form’s message, in both languages', async () => {
    const form = await editedForm();
    await renderForm(form, await createTestI18n('en', copy.localesDir), { website: 'not a web address' });
    const field = screen.getByLabelText('Website');
    fireEvent.focus(field);
    fireEvent.blur(field);
    expect(await screen.findByText('Website is invalid.')).toBeTruthy();
    cleanup();
    await renderForm(form, await createTestI18n('es', copy.localesDir));
    expect(screen.getByLabelText('Sitio web')).toBeTruthy();
  });

  it('shows on the review page with what was entered', async () => {
    const form = await editedForm();
    const i18n = await createTestI18n('en', copy.localesDir);
    const t = i18n.t.bind(i18n);
    const items = summarize(form, { companyName: 'Acme', website: 'https://acme.example' }, t);
    expect(items).toContainEqual(expect.objectContaining({ label: 'Website', value: 'https://acme.example' }));
  });
});
