import { Alert, Button, CircularProgress } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormView, loadForm, type FormViewHandle, type LoadedForm } from '../../../engine/index.ts';
import { loadWidgets } from '../../../widgets/index.ts';
import { ApiError } from '../../api/api-error.ts';
import { staffApi } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import { isUndecided } from '../../../shared/staff/review-status.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { DecisionFacts } from './DecisionFacts.tsx';
import { Panel } from './Panel.tsx';
import { applicationPath } from './staff-application.ts';

/** The decision form: `schemas/staff/decision.schema.json` with its UI schema, which analysts edit. */
const DECISION_FORM = 'staff/decision';
/** A decision starts blank. */
const NO_DECISION = {};

function DecisionForm({ application, onDecided }: { application: StaffApplication; onDecided(): void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<LoadedForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const view = useRef<FormViewHandle>(null);
  const [widgets, setWidgets] = useState<RegistryWidgetsType>();

  useEffect(() => {
    loadForm(DECISION_FORM)
      .then(async (loaded) => {
        setWidgets(await loadWidgets(loaded.uiSchema));
        setForm(loaded);
      })
      .catch(() => setFailed(true));
  }, []);

  const decide = async () => {
    if (!view.current?.validate()) return;
    setBusy(true);
    try {
      await staffApi('POST', `${applicationPath(application.applicationId)}/decision`, view.current.data());
      enqueueSnackbar(t('staffConsole.decision.saved'), { variant: 'success' });
      onDecided();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, undefined);
      if (failure.fieldErrors) view.current?.showServerErrors(failure.fieldErrors);
      enqueueSnackbar(failure.message || t('staffConsole.actionFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>;
  if (!form) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      <FormView ref={view} form={form} initialData={NO_DECISION} widgets={widgets} />
      <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void decide()}>
        {t('staffConsole.decision.submit')}
      </Button>
    </>
  );
}

/**
 * The decision: once made, what was decided; before, for analysts and above, the schema-driven form (approve with
 * a limit and payment option, decline with reasons, request changes to named steps with a message). Which of these
 * a role may send is the server's to decide.
 */
export function DecisionPanel({ application, onDecided }: { application: StaffApplication; onDecided(): void }) {
  const open = isUndecided(application.status);
  const decision = application.decisions.at(-1);
  if (!open && !decision) return null;
  return (
    <Panel title="staffConsole.decision.title">
      {decision && <DecisionFacts decision={decision} />}
      {open && staffMay('requestChanges') && <DecisionForm application={application} onDecided={onDecided} />}
    </Panel>
  );
}
