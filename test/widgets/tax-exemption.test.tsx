// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/api-error.ts';
import type { TaxFormsApi } from '../../src/widgets/index.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

/** The API of the uploads, replaced: these tests are about the widget; the server has its own. */
const listTaxForms = vi.fn<TaxFormsApi['listTaxForms']>();
const uploadTaxForm = vi.fn<TaxFormsApi['uploadTaxForm']>();
const deleteTaxForm = vi.fn<TaxFormsApi['deleteTaxForm']>();
const taxFormsApi: TaxFormsApi = { listTaxForms, uploadTaxForm, deleteTaxForm };

let en: i18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});
beforeEach(() => vi.resetAllMocks());
afterEach(cleanup);

const question = () => screen.getByRole('radiogroup', { name: 'Are you exempt from sales tax?' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('tax exemption: yes/no, and when yes the certificate uploads', () => {
  it('shows the uploads only once the answer is yes', async () => {
    listTaxForms.mockResolvedValue([]);
    const form = await renderForm('steps/business-information', en, {}, taxFormsApi);
    expect(fileInput()).toBeNull();
    fireEvent.click(within(question()).getByRole('radio', { name: 'Yes' }));
    expect((form.box.data as Record<string, unknown>).taxExempt).toBe(true);
    expect(await screen.findByText('No certificate uploaded yet.')).toBeTruthy();
    expect(fileInput().accept).toBe('application/pdf,.pdf');
    fireEvent.click(within(question()).getByRole('radio', { name: 'No' }));
    expect(fileInput()).toBeNull();
  });

  it('uploads a chosen PDF, says "Form saved." and lists it', async () => {
    listTaxForms.mockResolvedValueOnce([]).mockResolvedValueOnce([{ id: 'f1', fileName: 'MO-149.pdf' }]);
    uploadTaxForm.mockResolvedValue([{ id: 'f1', fileName: 'MO-149.pdf' }]);
    await renderForm('steps/business-information', en, { taxExempt: true }, taxFormsApi);
    await screen.findByText('No certificate uploaded yet.');
    const file = pdf('MO-149.pdf');
    fireEvent.change(fileInput(), { target: { files: [file] } });
    // The first toast of a page fetches notistack first (src/engine/toasts.tsx): allow for that import.
    expect(await screen.findByText('Form saved.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(uploadTaxForm).toHaveBeenCalledWith(file);
    expect(await screen.findByText('MO-149.pdf')).toBeTruthy();
  });

  it('deletes a listed form, says "Form deleted." and lists what is left', async () => {
    listTaxForms.mockResolvedValueOnce([{ id: 'f1', fileName: 'MO-149.pdf' }]).mockResolvedValueOnce([]);
    deleteTaxForm.mockResolvedValue(undefined);
    await renderForm('steps/business-information', en, { taxExempt: true }, taxFormsApi);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete MO-149.pdf' }));
    expect(await screen.findByText('Form deleted.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(deleteTaxForm).toHaveBeenCalledWith('f1');
    await waitFor(() => expect(screen.queryByText('MO-149.pdf')).toBeNull());
  });

  it('refuses a file over 10 MB before sending it', async () => {
    listTaxForms.mockResolvedValue([]);
    await renderForm('steps/business-information', en, { taxExempt: true }, taxFormsApi);
    await screen.findByText('No certificate uploaded yet.');
    fireEvent.change(fileInput(), { target: { files: [pdf('big.pdf', 11 * 1024 * 1024)] } });
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeTruthy();
    expect(uploadTaxForm).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses a file', async () => {
    listTaxForms.mockResolvedValue([]);
    uploadTaxForm.mockRejectedValue(
      new ApiError(415, { detail: '"scan.pdf" is not a PDF file. Only PDF files can be uploaded.' }),
    );
    await renderForm('steps/business-information', en, { taxExempt: true }, taxFormsApi);
    await screen.findByText('No certificate uploaded yet.');
    fireEvent.change(fileInput(), { target: { files: [pdf('scan.pdf')] } });
    expect(await screen.findByText('"scan.pdf" is not a PDF file. Only PDF files can be uploaded.')).toBeTruthy();
  });
});
