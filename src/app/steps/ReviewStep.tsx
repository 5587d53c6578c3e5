import { Alert, CircularProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadForm, manifest, WizardFooter, type LoadedForm } from '../../engine/index.ts';
import { formIdOf } from '../../shared/form-id.ts';
import { stepBindings } from '../application/bindings/index.ts';
import { ReviewSection } from '../review/ReviewSection.tsx';
import { summarize, type SummaryItem } from '../review/summary.ts';
import type { StepProps } from './step-props.ts';

/** The wizard's data-entry steps, in order: what the review shows. */
const reviewedSteps = manifest.steps.filter((step) => step.kind === 'form' && step.schema && stepBindings[step.key]);

/**
 * The review step: every data-entry step's saved data, read-only, in the wizard's order, each with an edit button
 * that opens its step. Labels and wordings come from the steps' own forms; SSNs and birth dates show as the server
 * sends them, masked. Next moves on without saving (nothing here changes).
 */
export function ReviewStep({ loaded, onComplete, onPrevious, goToStep }: StepProps) {
  const { t } = useTranslation();
  const [forms, setForms] = useState<LoadedForm[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    Promise.all(reviewedSteps.map((step) => loadForm(formIdOf(step.schema!)))).then(setForms, () => setFailed(true));
  }, []);

  const sections = useMemo(() => {
    if (!forms) return null;
    return reviewedSteps.map((step, index) => {
      const form = forms[index];
      const items: SummaryItem[] = summarize(form, stepBindings[step.key].formData(loaded), t);
      if (step.key === 'businessInformation' && loaded.creditApp.taxForms.length) {
        items.push({
          label: t('widgets.taxForms.title'),
          value: loaded.creditApp.taxForms.map((taxForm) => taxForm.fileName).join(', '),
        });
      }
      return { step, items };
    });
  }, [forms, loaded, t]);

  if (failed) return <Alert severity="error">{t('common.loadFailed')}</Alert>;
  if (!sections) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('review.intro')}</Typography>
      {sections.map(({ step, items }) => (
        <ReviewSection key={step.key} title={t(step.title)} items={items} onEdit={() => goToStep(step.key)} />
      ))}
      <WizardFooter onPrevious={onPrevious} primary={{ label: 'common.next', onClick: onComplete }} />
    </>
  );
}
