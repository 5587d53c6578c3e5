import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadForm, manifest, type LoadedForm } from '../../engine/index.ts';
import type { Translate } from '../../shared/field-errors.ts';
import type { WizardStep } from '../../shared/form-types.ts';
import { formIdOf } from '../../shared/form-id.ts';
import { stepBindings, type LoadedApplication } from '../application/bindings/index.ts';
import { summarize, type SummaryItem } from './summary.ts';

/** The wizard's data-entry steps, in order: what a review shows. */
const reviewedSteps = manifest.steps.filter((step) => step.kind === 'form' && step.schema && stepBindings[step.key]);

/** One step of the application, read-only: the step and its summary. */
export interface ReviewedSection {
  step: WizardStep;
  items: SummaryItem[];
}

/** No text read differently: the applicant's review. */
const AS_WRITTEN: Readonly<Record<string, string>> = {};

/**
 * Every data-entry step's data of `loaded`, read-only, in the wizard's order, labelled and worded by the steps' own
 * forms: what the applicant's review and the credit department's console both show, so they cannot differ.
 * `reworded` swaps a text meant for the applicant for another reader's (locale key → locale key; keep it a constant).
 * `null` while the forms load; `failed` when they could not.
 */
export function useReviewSections(
  loaded: LoadedApplication,
  reworded: Readonly<Record<string, string>> = AS_WRITTEN,
): { sections: ReviewedSection[] | null; failed: boolean } {
  const { t: translate } = useTranslation();
  const t = useMemo<Translate>(() => (key, values) => translate(reworded[key] ?? key, values), [translate, reworded]);
  const [forms, setForms] = useState<LoadedForm[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    Promise.all(reviewedSteps.map((step) => loadForm(formIdOf(step.schema!)))).then(setForms, () => setFailed(true));
  }, []);

  const sections = useMemo(() => {
    if (!forms) return null;
    return reviewedSteps.map((step, index) => {
      const form = forms[index];
      const data = stepBindings[step.key].formData(loaded) as Record<string, unknown>;
      const items: SummaryItem[] = summarize(form, data, t);
      const files = step.files && (loaded.creditApp[step.files.section] as { fileName: string }[] | undefined);
      // Files kept for a yes (certificates of a tax exemption) say nothing while the answer is no.
      const standing = !step.files?.whileYes || data[step.files.whileYes] === true;
      if (step.files && standing && files?.length)
        items.push({ label: t(step.files.title), value: files.map((file) => file.fileName).join(', ') });
      return { step, items };
    });
  }, [forms, loaded, t]);

  return { sections, failed };
}
