import { isKbvFinished } from '../../../shared/identity-status.ts';
import { api } from '../../api/client.ts';
import type { KbvApplicant } from '../credit-app.ts';
import type { StepBinding } from './types.ts';

/**
 * The saved details the form starts from. The SSN and the birth date come back masked and are typed again: the
 * identity is verified from what the person enters, never from a mask.
 */
const PREFILLED = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressZip',
] as const;

export const applicantInformation: StepBinding = {
  formData: ({ kbvApplicant }) =>
    Object.fromEntries(
      PREFILLED.filter((field) => kbvApplicant?.[field] !== undefined).map((field) => [field, kbvApplicant![field]]),
    ),
  save: (data) => api<KbvApplicant>('PUT', '/v1/kbvapplicants', data),
  hasData: ({ kbvApplicant }) => isKbvFinished(kbvApplicant?.kbvStatus),
};
