import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormView, loadForm, type FormViewHandle, type LoadedForm } from '../../../engine/index.ts';
import { loadWidgets } from '../../../widgets/index.ts';
import { ApiError } from '../../api/api-error.ts';
import { staffApi } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import { isUndecided } from '../../../shared/staff/review-status.ts';
import type { DecisionData } from '../../../shared/generated/form-data.ts';
import type { LetterPreview, StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatMoney } from '../format.ts';
import { DecisionFacts } from './DecisionFacts.tsx';
import { conflictWords, requestedTerms, startingDecision, withReasonsWording } from './decision-form.ts';
import { LetterDialog } from './LetterDialog.tsx';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** The decision form: `schemas/staff/decision.schema.json` with its UI schema, which analysts edit. */
const DECISION_FORM = 'staff/decision';

type Reload = () => Promise<StaffApplication | null>;

/** What the applicant asked for, beside the form: the limit and terms an approval starts from. */
function Requested({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const { creditLimit, paymentOption } = requestedTerms(application);
  if (!paymentOption) return null;
  const text =
    paymentOption === 'CASH_ACCOUNT'
      ? t('staffDecision.requestedCash')
      : t('staffDecision.requested', {
          limit: formatMoney(creditLimit, t('common.numberLocale')),
          terms: t(`staffDecision.paymentTerms.${paymentOption}`),
        });
  return (
    <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="requested-terms">
      {text}
    </Typography>
  );
}

function DecisionForm({ application, reload }: { application: StaffApplication; reload: Reload }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<LoadedForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [letter, setLetter] = useState<{ body: DecisionData; preview: LetterPreview } | null>(null);
  const view = useRef<FormViewHandle>(null);
  const [widgets, setWidgets] = useState<RegistryWidgetsType>();
  const path = applicationPath(application.applicationId);
  // The form starts from the policy's recommendation on the terms asked for; the manager changes what differs.
  const initialData = useMemo(() => startingDecision(application), [application]);

  useEffect(() => {
    loadForm(DECISION_FORM)
      .then(async (loaded) => {
        setWidgets(await loadWidgets(loaded.uiSchema));
        setForm(withReasonsWording(loaded));
      })
      .catch(() => setFailed(true));
  }, []);

  /** A refusal: another member decided first (reload and say who), the server's field errors, or what it said. */
  const refused = async (error: unknown, fallback: string) => {
    const failure = error instanceof ApiError ? error : new ApiError(0, undefined);
    if (failure.status === 409 && failure.code === 'APPLICATION_DECIDED') {
      setLetter(null);
      const decision = (await reload())?.decisions.at(-1);
      const message = decision ? conflictWords(decision, t, i18n.language) : failure.message;
      enqueueSnackbar(message, { variant: 'warning' });
      return;
    }
    if (failure.fieldErrors) view.current?.showServerErrors(failure.fieldErrors);
    enqueueSnackbar(failure.message || fallback, { variant: 'error' });
  };

  const send = async (body: DecisionData) => {
    setBusy(true);
    try {
      await staffApi('POST', `${path}/decision`, body);
      setLetter(null);
      enqueueSnackbar(t('staffConsole.decision.saved'), { variant: 'success' });
      await reload();
    } catch (error) {
      await refused(error, t('staffConsole.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  /** Approve and decline show their letter first and go out once confirmed; a request for changes goes at once. */
  const decide = async () => {
    if (!view.current?.validate()) return;
    const body = view.current.data() as DecisionData;
    if (body.decision === 'REQUEST_CHANGES') return send(body);
    setBusy(true);
    try {
      setLetter({ body, preview: await staffApi<LetterPreview>('POST', `${path}/decision/letter`, body) });
    } catch (error) {
      await refused(error, t('staffDecision.preview.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>;
  if (!form) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      <Requested application={application} />
      <FormView ref={view} form={form} initialData={initialData} widgets={widgets} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void decide()}>
        {t('staffConsole.decision.submit')}
      </Button>
      <LetterDialog
        preview={letter?.preview ?? null}
        decision={letter?.body.decision === 'DECLINE' ? 'DECLINE' : 'APPROVE'}
        busy={busy}
        onConfirm={() => letter && void send(letter.body)}
        onCancel={() => setLetter(null)}
      />
    </>
  );
}

/**
 * The decision: once made, what was decided; before, for analysts and above, the schema-driven form (approve with
 * a limit and payment option, or as a cash account; decline with reasons or none; request changes to named steps
 * with a message). Approve and decline show the letter and ask to confirm. Which of these a role may send is the
 * server's to decide; a decision another member made first reloads the page and says who made it.
 */
export function DecisionPanel({ application, reload }: { application: StaffApplication; reload: Reload }) {
  const open = isUndecided(application.status);
  const decision = application.decisions.at(-1);
  if (!open && !decision) return null;
  return (
    <Panel title="staffConsole.decision.title">
      {decision && <DecisionFacts decision={decision} />}
      {open && staffMay('requestChanges') && <DecisionForm application={application} reload={reload} />}
    </Panel>
  );
}
