import { createContext, useContext } from 'react';
import type { TaxForm } from '../../shared/tax-forms.ts';

/**
 * The calls the tax-form uploads need. The widgets sit below the app in the one-way flow, so they cannot import the
 * app's API client: the app hands its implementation down through `TaxFormsApiProvider`.
 */
export interface TaxFormsApi {
  /** The tax-exemption forms the user has uploaded. */
  listTaxForms(): Promise<TaxForm[]>;
  /** Uploads one PDF; answers the forms it stored. */
  uploadTaxForm(file: File): Promise<TaxForm[]>;
  /** Deletes one uploaded form. */
  deleteTaxForm(id: string): Promise<void>;
}

const TaxFormsApiContext = createContext<TaxFormsApi | null>(null);

/** Gives the widgets below it the app's tax-forms API. */
export const TaxFormsApiProvider = TaxFormsApiContext.Provider;

/** The tax-forms API the app provided; a page that renders the uploads without one is a programming error. */
export function useTaxFormsApi(): TaxFormsApi {
  const api = useContext(TaxFormsApiContext);
  if (!api) throw new Error('TaxFormsApiProvider is missing above the tax-form uploads');
  return api;
}
