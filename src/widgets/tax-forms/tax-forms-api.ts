import { api } from '../../app/api/client.ts';
import { TAX_FORM_FIELD, type TaxForm } from '../../shared/tax-forms.ts';

/** The tax-exemption forms the user has uploaded. */
export const listTaxForms = () => api<TaxForm[]>('GET', '/v1/taxExemption');

/** Uploads one PDF; answers the forms it stored. */
export function uploadTaxForm(file: File): Promise<TaxForm[]> {
  const body = new FormData();
  body.append(TAX_FORM_FIELD, file, file.name);
  return api<TaxForm[]>('POST', '/v1/taxExemption', body);
}

export const deleteTaxForm = (id: string) => api<void>('DELETE', `/v1/taxExemption/${encodeURIComponent(id)}`);
