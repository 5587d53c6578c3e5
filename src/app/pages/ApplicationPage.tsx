import { taxFormsApi } from '../api/tax-forms.ts';
import { storesApi } from '../api/stores.ts';
import { StoresApiProvider } from '../../widgets/stores/stores-api.ts';
import { TaxFormsApiProvider } from '../../widgets/tax-forms/tax-forms-api.ts';
import { Alert, CircularProgress } from '@mui/material';
import {
  completedInOrder,
  firstIncompleteIndex,
  manifest,
  useLoading,
  useSnackbar,
  Wizard,
} from '../../engine/index.ts';
import type { WizardStep } from '../../shared/form-types.ts';
import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { logOut } from '../api/client.ts';
import { stepBindings, type LoadedApplication } from '../application/bindings/index.ts';
import { fetchApplication, loadApplication } from '../application/credit-app.ts';
import { brand } from '../brand.ts';
import { stepComponents } from '../steps/index.ts';
import { useDocumentTitle } from '../use-document-title.ts';

/**
 * While the credit department asks for changes, the steps the applicant may open: the reopened ones (named by key or
 * path) and the review and submit steps to send it back. Every other step is the department's and stays closed
 * (the server refuses its saves too).
 */
function openDuringChanges(creditApp: LoadedApplication['creditApp']): WizardStep[] {
  const reopened = new Set(creditApp.decision?.steps ?? []);
  return manifest.steps.filter(
    (step) => reopened.has(step.key) || reopened.has(step.path) || step.kind === 'review' || step.kind === 'submit',
  );
}

/** Shown instead of the wizard once the application is submitted: loaded then, not with every step. */
const StatusPage = lazy(() => import('./StatusPage.tsx').then((module) => ({ default: module.StatusPage })));

/**
 * The credit application wizard at `/apply/<step>` (and `/`, which goes to the first incomplete step). Steps and
 * their order come from `schemas/wizard.json`; each kind of step has its component in `steps/`. A submitted
 * application shows its status page instead.
 */
export function ApplicationPage({ stepPath }: { stepPath?: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const track = useLoading();
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<LoadedApplication | null>(null);
  const [failed, setFailed] = useState(false);
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());

  // Once submitted, the application is the credit department's: its status shows instead of the wizard, except on
  // the steps a request for changes reopened.
  const status = loaded?.creditApp.status ?? 'DRAFT';
  const showsStatus = status !== 'DRAFT' && (status !== 'CHANGES_REQUESTED' || !stepPath);
  useDocumentTitle(showsStatus ? 'status.title' : manifest.steps.find((step) => step.path === stepPath)?.title);

  const reload = useCallback(async () => setLoaded(await fetchApplication()), []);

  useEffect(() => {
    track(loadApplication()).then(
      // A transition: React draws the wizard in slices, leaving the page free to answer between them, where an
      // ordinary update drew it in one long task (Lighthouse's Total Blocking Time on a step).
      (application) =>
        startTransition(() => {
          setLoaded(application);
          setCompleted(
            completedInOrder(manifest.steps, (step) => stepBindings[step.key]?.hasData(application) ?? false),
          );
        }),
      () => {
        setFailed(true);
        enqueueSnackbar(t('common.loadFailed'), { variant: 'error' });
      },
    );
  }, [track, enqueueSnackbar, t]);

  if (failed)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {t('common.loadFailed')}
      </Alert>
    );
  if (!loaded) return <CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />;
  if (showsStatus)
    return (
      <Suspense fallback={<CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />}>
        <StatusPage creditApp={loaded.creditApp} />
      </Suspense>
    );
  const duringChanges = status === 'CHANGES_REQUESTED';
  const open = duringChanges ? openDuringChanges(loaded.creditApp) : manifest.steps;
  if (duringChanges && !open.some((step) => step.path === stepPath))
    return <Redirect to={`/apply/${open[0].path}`} replace />;

  const reachable = Math.min(firstIncompleteIndex(manifest.steps, completed), manifest.steps.length - 1);
  const index = manifest.steps.findIndex((step) => step.path === stepPath);
  if (index === -1 || index > reachable) return <Redirect to={`/apply/${manifest.steps[reachable].path}`} replace />;

  const step = manifest.steps[index];
  const goTo = (target: number) => navigate(`/apply/${manifest.steps[target].path}`);
  // Next and Previous move between the steps the applicant may open (all of them, except during a changes request).
  const openIndexes = open.map((candidate) => manifest.steps.indexOf(candidate));
  const next = openIndexes.find((candidate) => candidate > index);
  const previous = openIndexes.findLast((candidate) => candidate < index);
  const onComplete = () => {
    setCompleted((done) => new Set(done).add(step.key));
    if (next !== undefined) goTo(next);
  };
  // Identity verification cannot be redone, so the step after it offers no way back.
  const onPrevious =
    previous !== undefined && manifest.steps[previous].kind !== 'identity' ? () => goTo(previous) : undefined;
  const StepComponent = stepComponents[step.kind];

  return (
    <Wizard
      manifest={manifest}
      currentIndex={index}
      completed={completed}
      onNavigate={goTo}
      onLogout={logOut}
      supplier={{ name: brand.supplierName, url: brand.siteUrl }}
    >
      <TaxFormsApiProvider value={taxFormsApi}>
        <StoresApiProvider value={storesApi}>
          {/* The spinner a step shows while its form loads: a step whose code loads first looks the same. */}
          <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
            <StepComponent
              key={step.key}
              step={step}
              loaded={loaded}
              onComplete={onComplete}
              onPrevious={onPrevious}
              goToStep={(key) => goTo(manifest.steps.findIndex((candidate) => candidate.key === key))}
              reload={reload}
            />
          </Suspense>
        </StoresApiProvider>
      </TaxFormsApiProvider>
    </Wizard>
  );
}
