import { api } from '../../api/client.ts';
import type { StepBinding } from './types.ts';

export const businessInformation: StepBinding = {
  formData: ({ creditApp }) => creditApp.businessInfo ?? {},
  save: (data) => api('PUT', '/v1/business-info', data),
  hasData: ({ creditApp }) => creditApp.businessInfo !== null,
};
