import { Alert, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WizardFooter } from '../../engine/index.ts';
import { ReviewSection } from '../review/ReviewSection.tsx';
import { useReviewSections } from '../review/use-review-sections.ts';
import type { StepProps } from './step-props.ts';

/**
 * The review step: every data-entry step's saved data, read-only, in the wizard's order, each with an edit button
 * that opens its step. Labels and wordings come from the steps' own forms; SSNs and birth dates show as the server
 * sends them, masked. Next moves on without saving (nothing here changes).
 */
export function ReviewStep({ loaded, onComplete, onPrevious, goToStep }: StepProps) {
  const { t } = useTranslation();
  const { sections, failed } = useReviewSections(loaded);

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
