import { TAX_FORM_FIELD, type TaxForm } from '../../shared/tax-forms.ts';
import type { TaxFormsApi } from '../../widgets/index.ts';
import { api } from './client.ts';

/** The tax-exemption uploads through the app's API client, handed to the widgets by `TaxFormsApiProvider`. */
export const taxFormsApi: TaxFormsApi = {
  listTaxForms: () => api<TaxForm[]>('GET', '/v1/taxExemption'),
  uploadTaxForm(file) {
    const body = new FormData();
    body.append(TAX_FORM_FIELD, file, file.name);
    return api<TaxForm[]>('POST', '/v1/taxExemption', body);
  },
  deleteTaxForm: (id) => api<void>('DELETE', `/v1/taxExemption/${encodeURIComponent(id)}`),
};
