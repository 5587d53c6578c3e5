import { api } from '../../api/client.ts';
import type { ApplicantsData } from '../../../shared/generated/form-data.ts';
import { saveList } from './list-errors.ts';
import type { StepBinding } from './types.ts';

/**
 * The form edits `{ applicants: [...] }`; the API takes the bare list. A new application starts with its owner.
 * SSNs and birth dates come back masked and go back masked when unchanged: the server then keeps what it has.
 */
export const applicants: StepBinding = {
  formData: ({ creditApp }) => ({ applicants: creditApp.applicants.length ? creditApp.applicants : [{}] }),
  save: (data) => saveList('applicants', () => api('PUT', '/v1/applicants', (data as ApplicantsData).applicants)),
  hasData: ({ creditApp }) => creditApp.applicants.length > 0,
};
