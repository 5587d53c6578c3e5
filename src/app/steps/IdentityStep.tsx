import { Alert, CircularProgress, type AlertColor } from '@mui/material';
import { FormStep, useLoading, useSnackbar, useUnsavedChanges, WizardFooter } from '../../engine/index.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKbvFinished } from '../../shared/identity-status.ts';
import { formIdOf } from '../../shared/form-id.ts';
import { loadWidgets } from '../../widgets/index.ts';
import { stepBindings } from '../application/bindings/index.ts';
import type { KbvApplicant } from '../application/credit-app.ts';
import { requestQuestions, submitAnswers, type KbaQuestion } from '../identity/kbv-api.ts';
import { QuestionsForm } from '../identity/QuestionsForm.tsx';
import type { StepProps } from './step-props.ts';

type Phase =
  | { kind: 'details' }
  | { kind: 'asking' }
  | { kind: 'questions'; questions: KbaQuestion[] }
  | { kind: 'finished'; status: string };

/** How each outcome is announced: only a verified identity is good news, and no outcome stops the application. */
const OUTCOME_SEVERITY: Record<string, AlertColor> = { VERIFIED: 'success', NOT_VERIFIED: 'info', ERROR: 'warning' };

function initialPhase(status: string): Phase {
  if (isKbvFinished(status)) return { kind: 'finished', status };
  // Questions were offered before the page was reloaded: the server hands the same set out again.
  return status === 'STARTED' ? { kind: 'asking' } : { kind: 'details' };
}

/**
 * Step 1, identity verification (docs/decisions/0006-product-rules.md#identity): the applicant's details with Verify,
 * which saves them; then, unless the saved status is already final, the security questions with Submit. Whatever the
 * outcome (verified, not verified, or an error of the identity service, including the service offering no questions),
 * the step is complete and the person moves on to business information; the outcome is announced on the way.
 */
export function IdentityStep({ step, loaded, onComplete, reload }: StepProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const track = useLoading();
  const { setDirty } = useUnsavedChanges();
  const binding = stepBindings[step.key];
  const [phase, setPhase] = useState<Phase>(() => initialPhase(loaded.kbvApplicant?.kbvStatus ?? 'NOT_STARTED'));
  const saved = useRef<KbvApplicant | null>(null);

  const finish = async (status: string) => {
    setDirty(false);
    enqueueSnackbar(t(`kbv.status.${status}`), { variant: OUTCOME_SEVERITY[status] });
    // The wizard's copy of the applicant then says "finished", should the person come back to this step.
    await reload().catch(() => undefined);
    onComplete();
  };

  /** Fetches the questions while the step shows it is asking; none (or a failure) ends verification in error. */
  const fetchQuestions = async () => {
    let questions: KbaQuestion[] = [];
    try {
      questions = await track(requestQuestions());
    } catch {
      // An identity request that fails ends verification in error; the application goes on.
    }
    if (questions.length) setPhase({ kind: 'questions', questions });
    else await finish('ERROR');
  };

  const askQuestions = () => {
    setPhase({ kind: 'asking' });
    void fetchQuestions();
  };

  const answer = async (questions: readonly KbaQuestion[], chosen: ReadonlyMap<number, number>) => {
    let status = 'ERROR';
    try {
      status = await track(submitAnswers(questions, chosen));
    } catch {
      // As above: a failed call counts as the error outcome.
    }
    await finish(status);
  };

  // Arriving while the questions were being asked (the page was reloaded then), ask for them again.
  const [arrivedAsking] = useState(phase.kind === 'asking');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fetch's loading indicator starts with the request
    if (arrivedAsking) void fetchQuestions();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival: later askings are started by Verify
  }, [arrivedAsking]);

  switch (phase.kind) {
    case 'details':
      return (
        <FormStep
          formId={formIdOf(step.schema!)}
          initialData={binding.formData(loaded)}
          save={async (data) => {
            saved.current = (await binding.save(data)) as KbvApplicant;
          }}
          onNext={() => {
            const status = saved.current?.kbvStatus ?? '';
            if (isKbvFinished(status)) void finish(status);
            else askQuestions();
          }}
          primaryLabel="common.verify"
          loadWidgets={loadWidgets}
        />
      );
    case 'asking':
      return <CircularProgress aria-label={t('common.loading')} />;
    case 'questions':
      return (
        <QuestionsForm
          questions={phase.questions}
          onChange={() => setDirty(true)}
          onSubmit={(chosen) => void answer(phase.questions, chosen)}
        />
      );
    case 'finished':
      return (
        <>
          <Alert severity={OUTCOME_SEVERITY[phase.status]}>{t(`kbv.status.${phase.status}`)}</Alert>
          <WizardFooter primary={{ label: 'common.next', onClick: onComplete }} />
        </>
      );
  }
}
