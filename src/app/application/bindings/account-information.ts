import { api } from '../../api/client.ts';
import type { StepBinding } from './types.ts';

export const accountInformation: StepBinding = {
  formData: ({ creditApp }) => creditApp.accountInfo ?? {},
  save: (data) => api('PUT', '/v1/account-info', data),
  hasData: ({ creditApp }) => creditApp.accountInfo !== null,
};
