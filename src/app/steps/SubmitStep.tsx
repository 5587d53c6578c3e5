import { Alert, CircularProgress } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FormStep } from '../../engine/index.ts';
import { formIdOf } from '../../shared/form-id.ts';
import type { AgreementTexts } from '../../widgets/AgreementWidget.tsx';
import { loadWidgets } from '../../widgets/index.ts';
import { isSigningOpen, type SigningRequestView } from '../../shared/signing.ts';
import '../signing/signing-requests-locales.ts';
import { listSigningRequests } from '../signing/signing-api.ts';
import { latestRequests, signsElsewhere, SigningRequestsPanel } from '../signing/SigningRequestsPanel.tsx';
import { fetchTerms, submitApplication, type SubmitData } from '../submission/submission.ts';
import type { StepProps } from './step-props.ts';

/** How often the status of the signing requests still out is read again. */
const REFRESH_MS = 30_000;

/**
 * The last step: the payment terms, general terms and personal guaranty to read and agree to, a signature per
 * applicant, and Submit, which sends the signed application and moves to the confirmation. A co-owner who is not
 * here may sign from their own device instead (a signing request): while one is out or signed, no pad is drawn for
 * them and the server counts the signature they give there.
 */
export function SubmitStep({ step, loaded, onPrevious }: StepProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [texts, setTexts] = useState<AgreementTexts | null>(null);
  const [failed, setFailed] = useState(false);
  const [requests, setRequests] = useState<SigningRequestView[] | null>(null);
  const [requestsFailed, setRequestsFailed] = useState(false);
  const readRequests = async () => setRequests(await listSigningRequests());
  useEffect(() => {
    fetchTerms().then(setTexts, () => setFailed(true));
    listSigningRequests().then(setRequests, () => setRequestsFailed(true));
  }, []);
  // While a request is out, its status is read again now and then, so a signature given meanwhile shows up here.
  const waiting = requests?.some((request) => isSigningOpen(request.status)) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => listSigningRequests().then(setRequests, () => undefined), REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const everyone = loaded.creditApp.applicants as Array<{ id?: string; firstName?: string; lastName?: string }>;
  const named = useMemo(
    () =>
      everyone.map((applicant) => ({
        id: String(applicant.id ?? ''),
        name: [applicant.firstName, applicant.lastName].filter(Boolean).join(' '),
      })),
    [everyone],
  );
  // The person filling in (the first applicant) signs here; the others may sign from their own device.
  const elsewhere = useMemo(() => {
    const latest = latestRequests(requests ?? []);
    return new Set(
      named
        .slice(1)
        .filter(({ id }) => signsElsewhere(latest.get(id)))
        .map(({ id }) => id),
    );
  }, [named, requests]);
  const onScreen = useMemo(() => named.filter(({ id }) => !elsewhere.has(id)), [named, elsewhere]);
  const initialData: SubmitData = useMemo(
    () => ({ applicants: onScreen.map(({ id }) => ({ applicantId: id })) }),
    [onScreen],
  );
  const formContext = useMemo(
    () => ({ texts: texts ?? {}, signers: onScreen.map(({ name }) => name) }),
    [texts, onScreen],
  );

  if (failed) return <Alert severity="error">{t('submit.termsLoadFailed')}</Alert>;
  if (requestsFailed) return <Alert severity="error">{t('signingRequests.loadFailed')}</Alert>;
  if (!texts || !requests) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      {named.length > 1 && (
        <SigningRequestsPanel applicants={named.slice(1)} requests={requests} onChange={readRequests} />
      )}
      <FormStep
        // Who signs on this screen changed: the form starts again with a pad for each of them.
        key={onScreen.map(({ id }) => id).join()}
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
    </>
  );
}
