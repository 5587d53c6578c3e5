import { loadForm } from '../../../src/shared/form-files.ts';
import type { JsonObject } from '../../../src/shared/form-model/index.ts';
import { twoApplicants } from './sample-application.ts';

/** One of the product's forms as every peer gets it: the same bundled schema, UI schema and starting data. */
export interface PeerForm {
  schema: JsonObject;
  uiSchema: JsonObject;
  formData: unknown;
}

/** What the peers render, by the key their pages take (`?form=business`). */
export type PeerFormKey = 'login' | 'business' | 'applicants';

/** The forms the bench types into. */
export type TypingFormKey = Exclude<PeerFormKey, 'login'>;

const FORMS: Record<PeerFormKey, { id: string; formData: unknown }> = {
  login: { id: 'auth/login', formData: {} },
  business: { id: 'steps/business-information', formData: {} },
  // Two people, as the product shows the step once both are saved.
  applicants: { id: 'steps/applicants', formData: { applicants: twoApplicants } },
};

/** The forms of schemas/ the peers are built from, read through the product's own loader. */
export function loadPeerForms(): Record<PeerFormKey, PeerForm> {
  const entries = Object.entries(FORMS).map(([key, { id, formData }]) => {
    const { schema, uiSchema } = loadForm(id);
    return [key, { schema, uiSchema, formData }];
  });
  return Object.fromEntries(entries) as Record<PeerFormKey, PeerForm>;
}

/** Each form turned into what one peer's page takes, for its build's `__BENCH_FORMS__`. */
export function formsFor<T>(forms: Record<PeerFormKey, PeerForm>, as: (form: PeerForm) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(forms).map(([key, form]) => [key, as(form)]));
}
