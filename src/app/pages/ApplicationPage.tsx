import { Alert, CircularProgress } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { completedInOrder, FormStep, manifest, useLoading, Wizard, WizardFooter } from '../../engine/index.ts';
import { formIdOf } from '../../shared/form-id.ts';
import { brand } from '../brand.ts';
import { fetchCreditApp, fetchKbvApplicant } from '../application/credit-app.ts';
import { stepBindings, type LoadedApplication } from '../application/step-bindings.ts';
import { session } from '../session.ts';

/**
 * The credit application wizard at `/apply/<step>` (and `/`, which goes to the first incomplete step). Steps come
 * from `schemas/wizard.json`; data-entry steps are bound to the API by `stepBindings`.
 */
export function ApplicationPage({ stepPath }: { stepPath?: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const track = useLoading();
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<LoadedApplication | null>(null);
  const [failed, setFailed] = useState(false);
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    track(Promise.all([fetchCreditApp(), fetchKbvApplicant()])).then(
      ([creditApp, kbvApplicant]) => {
        const application = { creditApp, kbvApplicant };
        setLoaded(application);
        setCompleted(completedInOrder(manifest.steps, (step) => stepBindings[step.key]?.hasData(application) ?? false));
      },
      () => {
        setFailed(true);
        enqueueSnackbar(t('common.loadFailed'), { variant: 'error' });
      },
    );
  }, [track, enqueueSnackbar, t]);

  const index = manifest.steps.findIndex((step) => step.path === stepPath);
  const firstIncomplete = useMemo(() => {
    const found = manifest.steps.findIndex((step) => !completed.has(step.key));
    return found === -1 ? manifest.steps.length - 1 : found;
  }, [completed]);

  if (failed) return <Alert severity="error">{t('common.loadFailed')}</Alert>;
  if (!loaded) return <CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />;
  if (index === -1 || index > firstIncomplete) return <Redirect to={`/apply/${manifest.steps[firstIncomplete].path}`} replace />;

  const step = manifest.steps[index];
  const goTo = (target: number) => navigate(`/apply/${manifest.steps[target].path}`);
  const finishStep = () => {
    setCompleted((previous) => new Set(previous).add(step.key));
    if (index + 1 < manifest.steps.length) goTo(index + 1);
  };
  const onPrevious = index > 0 && manifest.steps[index - 1].kind !== 'identity' ? () => goTo(index - 1) : undefined;
  const binding = stepBindings[step.key];

  return (
    <Wizard
      manifest={manifest}
      currentIndex={index}
      completed={completed}
      onNavigate={goTo}
      onLogout={() => session.logOut()}
      supplier={{ name: brand.supplierName, url: brand.siteUrl }}
    >
      {step.kind === 'form' && binding && step.schema ? (
        <FormStep
          key={step.key}
          formId={formIdOf(step.schema)}
          initialData={binding.formData(loaded)}
          save={async (data) => void (await binding.save(data))}
          onNext={finishStep}
          onPrevious={onPrevious}
        />
      ) : (
        <>
          <Alert severity="info">{t('common.placeholder')}</Alert>
          <WizardFooter onPrevious={onPrevious} />
        </>
      )}
    </Wizard>
  );
}
