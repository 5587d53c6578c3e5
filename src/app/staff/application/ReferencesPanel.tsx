import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadForm, type LoadedForm } from '../../../engine/index.ts';
import { useSnackbar } from '../../../engine/providers.ts';
import { REFERENCE_ANSWER_FORMS, type ReferenceKind, type StaffReference } from '../../../shared/staff/references.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { staffApi } from '../api/staff-api.ts';
import { staffMay } from '../api/staff-session.ts';
import { formatMoney } from '../format.ts';
import { requestedTerms } from './decision-form.ts';
import { Facts, Panel } from './Panel.tsx';
import { answerRows } from './reference-answer.ts';
import { applicationPath } from './staff-application.ts';
import '../../reference/reference-texts.ts';

type Forms = Partial<Record<ReferenceKind, LoadedForm>>;

/** The two figures a credit manager reads first: days beyond terms, and high credit against the limit requested. */
function Figures({ reference, limit }: { reference: StaffReference; limit?: number }) {
  const { t, i18n } = useTranslation();
  const { highCredit, daysBeyondTerms } = reference.answer ?? {};
  const lines: string[] = [];
  if (typeof daysBeyondTerms === 'number') lines.push(t('staffReferences.daysBeyondTerms', { days: daysBeyondTerms }));
  if (typeof highCredit === 'number') {
    const money = (amount: number) => formatMoney(amount, i18n.language);
    lines.push(
      limit
        ? t('staffReferences.highCredit', {
            highCredit: money(highCredit),
            share: Math.round((highCredit / limit) * 100),
            limit: money(limit),
          })
        : t('staffReferences.highCreditOnly', { highCredit: money(highCredit) }),
    );
  }
  return lines.map((line) => (
    <Typography key={line} sx={{ fontWeight: 'bold' }}>
      {line}
    </Typography>
  ));
}

function Reference(props: {
  reference: StaffReference;
  title: string;
  form?: LoadedForm;
  limit?: number;
  onRemind(): void;
}) {
  const { t } = useTranslation();
  const { reference, title, form } = props;
  const name = String(reference.details.company ?? reference.details.bank ?? '');
  return (
    <Box component="article" aria-label={title} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {title}: {name}
        </Typography>
        <Chip size="small" label={t(`staffReferences.statuses.${reference.status ?? 'NONE'}`)} />
      </Stack>
      <Typography color="text.secondary">
        {[reference.details.contact, reference.details.email].filter(Boolean).join(' · ')}
      </Typography>
      {reference.flags.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          aria-label={t('staffReferences.flagsLabel', { name })}
          sx={{ my: 1, flexWrap: 'wrap' }}
        >
          {reference.flags.map((flag) => (
            <Chip key={flag} size="small" color="warning" label={t(`staffReferences.flags.${flag}`)} />
          ))}
        </Stack>
      )}
      <Figures reference={reference} limit={props.limit} />
      {reference.answer && form && <Facts rows={answerRows(form, reference.answer, t)} />}
      {reference.status && (
        <Typography variant="body2" color="text.secondary">
          {t('staffReferences.emailsSent', { count: reference.emailsSent })}
        </Typography>
      )}
      {reference.canRemind && staffMay('remindReference') && (
        <Button size="small" sx={{ mt: 1 }} onClick={props.onRemind}>
          {t('staffReferences.remind')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The references (contract section 10): for each, its status, the figures a credit manager reads first, the answer
 * in the answer form's own words, the emails sent, the flags that deserve a look, and the one reminder staff may
 * send by hand.
 */
export function ReferencesPanel({
  application,
  reload,
}: {
  application: StaffApplication;
  reload(): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [forms, setForms] = useState<Forms>({});
  const references = application.references ?? [];
  const { creditLimit } = requestedTerms(application);

  useEffect(() => {
    const kinds = Object.keys(REFERENCE_ANSWER_FORMS) as ReferenceKind[];
    void Promise.all(kinds.map((kind) => loadForm(REFERENCE_ANSWER_FORMS[kind]).then((form) => [kind, form] as const)))
      .then((loaded) => setForms(Object.fromEntries(loaded)))
      .catch(() => setForms({}));
  }, []);

  const remind = (reference: StaffReference) =>
    staffApi('POST', `${applicationPath(application.applicationId)}/references/${reference.requestId}/remind`, {}).then(
      async () => {
        enqueueSnackbar(t('staffReferences.reminded'), { variant: 'success' });
        await reload();
      },
      () => enqueueSnackbar(t('staffReferences.remindFailed'), { variant: 'error' }),
    );

  let trade = 0;
  return (
    <Panel title="staffReferences.title">
      {references.length === 0 && <Alert severity="info">{t('staffReferences.none')}</Alert>}
      {references.map((reference) => (
        <Reference
          key={`${reference.kind}-${reference.requestId ?? JSON.stringify(reference.details)}`}
          reference={reference}
          title={
            reference.kind === 'trade' ? t('staffReferences.trade', { number: ++trade }) : t('staffReferences.bank')
          }
          form={forms[reference.kind]}
          limit={creditLimit}
          onRemind={() => void remind(reference)}
        />
      ))}
    </Panel>
  );
}
