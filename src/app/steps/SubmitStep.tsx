import { Alert, CircularProgress } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormStep } from '../../engine/index.ts';
import { formIdOf } from '../../shared/form-id.ts';
import type { AgreementTexts } from '../../widgets/AgreementWidget.tsx';
import { loadWidgets } from '../../widgets/index.ts';
import { fetchTerms, submitApplication, type SubmitData } from '../submission/submission.ts';
import type { StepProps } from './step-props.ts';

/**
 * The last step: the payment terms, general terms and personal guaranty to read and agree to, a signature per
 * applicant, and Submit, which sends the signed application and moves to the confirmation.
 */
export function SubmitStep({ step, loaded, onPrevious }: StepProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [texts, setTexts] = useState<AgreementTexts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchTerms().then(setTexts, () => setFailed(true));
  }, []);

  const applicants = loaded.creditApp.applicants as Array<{ id?: string; firstName?: string; lastName?: string }>;
  const initialData: SubmitData = useMemo(
    () => ({ applicants: applicants.map((applicant) => ({ applicantId: String(applicant.id ?? '') })) }),
    [applicants],
  );
  const formContext = useMemo(
    () => ({
      texts: texts ?? {},
      signers: applicants.map((applicant) => [applicant.firstName, applicant.lastName].filter(Boolean).join(' ')),
    }),
    [texts, applicants],
  );

  if (failed) return <Alert severity="error">{t('submit.termsLoadFailed')}</Alert>;
  if (!texts) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <FormStep
      formId={formIdOf(step.schema!)}
      initialData={initialData}
      save={async (data) => void (await submitApplication(data as SubmitData))}
      onNext={() => navigate('/success')}
      onPrevious={onPrevious}
      primaryLabel="common.submit"
      savedMessage={null}
      loadWidgets={loadWidgets}
      formContext={formContext}
    />
  );
}
