import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarProvider } from '../../src/engine/toasts.tsx';
import { FormView, type FormViewHandle } from '../../src/engine/FormView.tsx';
import { loadForm, type LoadedForm } from '../../src/engine/loaded-form.ts';
import { widgets } from '../../src/widgets/index.ts';

/**
 * Renders a form through the engine and its widgets, as the wizard does, with its data kept in a box: a real form of
 * schemas/ by id, or a form already loaded (an edited copy).
 */
export async function renderForm(formOrId: string | LoadedForm, language: i18n, initialData: unknown = {}) {
  const form = typeof formOrId === 'string' ? await loadForm(formOrId) : formOrId;
  const handle = createRef<FormViewHandle>();
  const box = { data: initialData };
  const view = () => (
    <I18nextProvider i18n={language}>
      <SnackbarProvider>
        <FormView ref={handle} form={form} formData={box.data} onChange={change} widgets={widgets} />
      </SnackbarProvider>
    </I18nextProvider>
  );
  let result: ReturnType<typeof render> | undefined;
  const change = (next: unknown) => {
    box.data = next;
    result?.rerender(view());
  };
  result = render(view());
  /** The parent giving the form data of its own, as a reset would. */
  const give = (data: unknown) => {
    box.data = data;
    result.rerender(view());
  };
  return { ...result, handle, box, form, give };
}
