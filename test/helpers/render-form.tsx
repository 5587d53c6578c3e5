import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FormView, loadForm, SnackbarProvider, type FormViewHandle, type LoadedForm } from '../../src/engine/index.ts';
import {
  StoresApiProvider,
  TaxFormsApiProvider,
  loadWidgets,
  type StoresApi,
  type TaxFormsApi,
} from '../../src/widgets/index.ts';

/** Without a server the uploads' calls fail, as the real client's would when nothing answers. */
const noServer = () => Promise.reject(new Error('no server in this test'));
const offlineTaxForms: TaxFormsApi = { listTaxForms: noServer, uploadTaxForm: noServer, deleteTaxForm: noServer };

/**
 * Renders a form through the engine and its widgets, as the wizard does, with its data kept in a box: a real form of
 * schemas/ by id, or a form already loaded (an edited copy).
 */
export async function renderForm(
  formOrId: string | LoadedForm,
  language: i18n,
  initialData: unknown = {},
  taxForms: TaxFormsApi = offlineTaxForms,
  stores: StoresApi | null = null,
) {
  const form = typeof formOrId === 'string' ? await loadForm(formOrId) : formOrId;
  const widgets = await loadWidgets(form.uiSchema);
  const handle = createRef<FormViewHandle>();
  const box = { data: initialData };
  const start = { data: initialData, generation: 0 };
  const change = (next: unknown) => {
    box.data = next;
  };
  const view = () => (
    <I18nextProvider i18n={language}>
      <SnackbarProvider>
        <TaxFormsApiProvider value={taxForms}>
          <StoresApiProvider value={stores}>
            <FormView
              key={start.generation}
              ref={handle}
              form={form}
              initialData={start.data}
              onChange={change}
              widgets={widgets}
            />
          </StoresApiProvider>
        </TaxFormsApiProvider>
      </SnackbarProvider>
    </I18nextProvider>
  );
  const result = render(view());
  /** The parent starting the form afresh from data of its own, as a reset would. */
  const give = (data: unknown) => {
    box.data = data;
    Object.assign(start, { data, generation: start.generation + 1 });
    result.rerender(view());
  };
  return { ...result, handle, box, form, give };
}
