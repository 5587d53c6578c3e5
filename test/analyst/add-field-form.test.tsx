// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { summarize } from '../../src/app/review/summary.ts';
import { loadForm } from '../../src/shared/form-files.ts';
import { compileForm } from '../helpers/compiled-form.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';
import { TEXTS, copyWithAddedFields } from './edited-forms.ts';

const copy = copyWithAddedFields();
let compiled: ReturnType<typeof compileForm> | undefined;
afterEach(cleanup);
afterAll(async () => (await compiled)?.dispose());

/**
 * The edited form, compiled the way the build compiles every form for the browser: once for the file, as the build
 * does (each compilation writes a module that vitest transforms and imports anew).
 */
function editedForm() {
  compiled ??= compileForm(loadForm('steps/business-information', copy.schemasDir));
  return compiled;
}

/** Focuses and leaves a control, as a person tabbing through does: its message shows then. */
function visit(control: HTMLElement): void {
  fireEvent.focus(control);
  fireEvent.blur(control);
}

// Role queries take `hidden: true`, which spares Testing Library's visibility check (it reads the computed style of
// every ancestor: about a second a query on this step in jsdom); a field the form does not show is not rendered at
// all, so the query for the manager before "yes" checks it is absent from the page.
describe('the fields an analyst added, in the browser', () => {
  it('shows the optional Website with its label and the form’s message, in both languages', async () => {
    const form = await editedForm();
    await renderForm(form, await createTestI18n('en', copy.localesDir), { website: 'not a web address' });
    visit(screen.getByLabelText('Website'));
    expect(await screen.findByText('Website is invalid.')).toBeTruthy();
    cleanup();
    await renderForm(form, await createTestI18n('es', copy.localesDir));
    expect(screen.getByLabelText('Sitio web')).toBeTruthy();
  });

  it.each(['en', 'es'] as const)(
    'asks for the count with its range message and the manager only after yes (%s)',
    async (language) => {
      const texts = TEXTS[language];
      const { box } = await renderForm(await editedForm(), await createTestI18n(language, copy.localesDir), {
        vehicleCount: 501,
      });
      visit(screen.getByRole('spinbutton', { name: new RegExp(texts.vehicleCount), hidden: true }));
      expect(await screen.findByText(texts.vehicleCountRange)).toBeTruthy();
      const fleet = screen.getByRole('radiogroup', {
        name: new RegExp(texts.runsFleet.replace('?', '\\?')),
        hidden: true,
      });
      expect(screen.queryByRole('textbox', { name: new RegExp(texts.fleetManager), hidden: true })).toBeNull();
      fireEvent.click(fleet.querySelectorAll('input[type=radio]')[0]);
      expect(box.data).toMatchObject({ runsFleet: true });
      expect(await screen.findByRole('textbox', { name: new RegExp(texts.fleetManager), hidden: true })).toBeTruthy();
    },
  );

  it('shows on the review page with what was entered, the manager only with a fleet', async () => {
    const form = await editedForm();
    const i18n = await createTestI18n('en', copy.localesDir);
    const t = i18n.t.bind(i18n);
    const entered = { companyName: 'Acme', website: 'https://acme.example', vehicleCount: 12, runsFleet: true };
    const items = summarize(form, { ...entered, fleetManager: 'Dana Fleet' }, t);
    for (const [label, value] of [
      ['Website', 'https://acme.example'],
      [TEXTS.en.vehicleCount, '12'],
      [TEXTS.en.runsFleet, 'Yes'],
      [TEXTS.en.fleetManager, 'Dana Fleet'],
    ])
      expect(items).toContainEqual(expect.objectContaining({ label, value }));
    const withoutFleet = summarize(form, { ...entered, runsFleet: false, fleetManager: 'Dana Fleet' }, t);
    expect(withoutFleet).toContainEqual(expect.objectContaining({ label: TEXTS.en.runsFleet, value: 'No' }));
    expect(withoutFleet).not.toContainEqual(expect.objectContaining({ label: TEXTS.en.fleetManager }));
  });
});
