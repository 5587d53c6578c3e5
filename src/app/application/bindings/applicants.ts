import { api } from '../../api/client.ts';
import type { StepBinding } from './types.ts';

/** The form edits `{ applicants: [...] }`; the API takes the bare list. A new application starts with its owner. */
export const applicants: StepBinding = {
  formData: ({ creditApp }) => ({ applicants: creditApp.applicants.length ? creditApp.applicants : [{}] }),
  save: (data) => api('PUT', '/v1/applicants', (data as { applicants: unknown[] }).applicants),
  hasData: ({ creditApp }) => creditApp.applicants.length > 0,
};
