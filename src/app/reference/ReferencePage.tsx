import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSearch } from 'wouter';
import { FormView, loadForm, useSnackbar, type FormViewHandle, type LoadedForm } from '../../engine/index.ts';
import brand from '../../shared/brand.json' with { type: 'json' };
import { loadWidgets } from '../../widgets/index.ts';
import { ApiError } from '../api/api-error.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useDocumentTitle } from '../use-document-title.ts';
import { DeclineConfirm } from './DeclineConfirm.tsx';
import './reference-texts.ts';
import { answerReference, declineReference, openReference, type ReferenceRequest } from './reference-api.ts';

type Stage =
  | { name: 'loading' }
  | { name: 'gone' }
  | { name: 'answering'; request: ReferenceRequest; form: LoadedForm; widgets: RegistryWidgetsType }
  | { name: 'done'; declined: boolean };

/** What the applicant asked for, in the reader's language: a credit line and its terms, or a cash account. */
function askedText(request: ReferenceRequest, t: TFunction): string {
  const { paymentOption, creditLimit } = request.asked;
  if (!paymentOption || paymentOption === 'CASH_ACCOUNT') return t('reference.askedCash');
  return t('reference.askedCredit', {
    creditLimit: new Intl.NumberFormat(t('common.numberLocale')).format(creditLimit ?? 0),
    paymentOption: t(`enums.paymentOption.${paymentOption}`),
  });
}

/**
 * The page a trade or bank reference opens from its email (`/reference?ac=TOKEN`): no account, one column on a
 * phone. It says whom the request is about and what the applicant asked for, shows the answer form of `schemas/`
 * the server names (rendered by the engine like any form), and offers "decline to provide". A link that opens
 * nothing (used, expired, unknown) says so, the same for each.
 */
export function ReferencePage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const token = new URLSearchParams(useSearch()).get('ac') ?? '';
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const view = useRef<FormViewHandle>(null);
  useDocumentTitle('reference.title');

  useEffect(() => {
    let current = true;
    openReference(token)
      .then(async (request) => {
        const form = await loadForm(request.form);
        const widgets = await loadWidgets(form.uiSchema);
        if (current) setStage({ name: 'answering', request, form, widgets });
      })
      .catch(() => current && setStage({ name: 'gone' }));
    return () => {
      current = false;
    };
  }, [token]);

  const send = async (declined: boolean) => {
    if (!declined && !view.current?.validate()) return;
    setBusy(true);
    try {
      await (declined ? declineReference(token) : answerReference(token, view.current!.data()));
      setStage({ name: 'done', declined });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, undefined);
      if (failure.status === 404) setStage({ name: 'gone' });
      else {
        if (failure.fieldErrors) view.current?.showServerErrors(failure.fieldErrors);
        enqueueSnackbar(t('reference.saveFailed'), { variant: 'error' });
      }
    } finally {
      setBusy(false);
      setDeclining(false);
    }
  };

  const supplier = brand.supplierName;
  return (
    <PageFrame>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('reference.title')}
      </Typography>
      {stage.name === 'loading' && <CircularProgress aria-label={t('common.loading')} />}
      {stage.name === 'gone' && <Alert severity="warning">{t('reference.notFound')}</Alert>}
      {stage.name === 'done' && (
        <Alert severity="success">{t(stage.declined ? 'reference.declined' : 'reference.thanks', { supplier })}</Alert>
      )}
      {stage.name === 'answering' && (
        <>
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Typography>
              {t('reference.about', {
                companyName: stage.request.companyName,
                supplier,
                referenceName: stage.request.referenceName,
                kindName: t(`reference.kinds.${stage.request.kind}`),
              })}
            </Typography>
            <Typography>{t('reference.asked', { request: askedText(stage.request, t) })}</Typography>
            <Typography color="text.secondary">{t('reference.instructions', { supplier })}</Typography>
          </Stack>
          <FormView ref={view} form={stage.form} initialData={{}} widgets={stage.widgets} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button variant="contained" disabled={busy} onClick={() => void send(false)}>
              {t('reference.send')}
            </Button>
            <Button variant="outlined" color="inherit" disabled={busy} onClick={() => setDeclining(true)}>
              {t('reference.decline')}
            </Button>
          </Stack>
          <DeclineConfirm
            open={declining}
            companyName={stage.request.companyName}
            busy={busy}
            onConfirm={() => void send(true)}
            onCancel={() => setDeclining(false)}
          />
        </>
      )}
    </PageFrame>
  );
}
