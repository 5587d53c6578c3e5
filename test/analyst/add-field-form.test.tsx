// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { summarize } from '../../src/app/review/summary.ts';
import type { LoadedForm } from '../../src/engine/loaded-form.ts';
import { loadForm } from '../../src/shared/form-files.ts';
import type { Effect } from '../../src/shared/form-types.ts';
import { generateFormModule } from '../../scripts/lib/form-module.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';
import { ROOT, copyWithWebsiteField } from './website-field.ts';

const copy = copyWithWebsiteField();
// Inside the project and outside node_modules, so Vitest transforms the generated module as the build does.
const moduleDir = mkdtempSync(join(ROOT, 'test', '.generated-'));
afterAll(() => {
  cleanup();
  rmSync(moduleDir, { recursive: true, force: true });
});

/** The edited form, compiled the way the build compiles every form for the browser. */
async function editedForm(): Promise<LoadedForm> {
  const file = join(moduleDir, 'business-information.mjs');
  writeFileSync(
    file,
    generateFormModule(
      loadForm('steps/business-information', copy.schemasDir),
      join(ROOT, 'src/shared/cjs-interop.ts'),
    ),
  );
  const module = await import(/* @vite-ignore */ pathToFileURL(file).href);
  return {
    id: module.id,
    schema: module.schema as RJSFSchema,
    uiSchema: module.uiSchema,
    validator: createPrecompiledValidator(module.validateFns, module.schema) as ValidatorType,
    effects: (module.uiSchema['ui:effects'] ?? []) as Effect[],
    conditions: module.conditionFns,
  };
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
