import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WizardFooter } from '../../engine/index.ts';
import type { StepProps } from './step-props.ts';

/** A step whose issue is still open: it says so on screen. */
export function PendingStep({ onPrevious }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="info">{t('common.placeholder')}</Alert>
      <WizardFooter onPrevious={onPrevious} />
    </>
  );
}
