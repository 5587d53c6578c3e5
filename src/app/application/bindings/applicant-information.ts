import { api } from '../../api/client.ts';
import type { StepBinding } from './types.ts';

/** Identity verification counts as finished whatever its outcome: verified, not verified or failed. */
const FINISHED = ['VERIFIED', 'NOT_VERIFIED', 'ERROR'];

export const applicantInformation: StepBinding = {
  formData: ({ kbvApplicant }) => kbvApplicant ?? {},
  save: (data) => api('PUT', '/v1/kbvapplicants', data),
  hasData: ({ kbvApplicant }) => FINISHED.includes(kbvApplicant?.kbvStatus ?? ''),
};
