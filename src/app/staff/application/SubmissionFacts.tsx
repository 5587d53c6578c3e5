import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffApplication } from '../api/staff-types.ts';
import { formatDateTime } from '../format.ts';
import { Facts, Panel } from './Panel.tsx';

/**
 * What the submission recorded beside the form's data: the identity check's outcome and reason, the versions of
 * the terms agreed, who signed and when, the address it came from and the language of the application.
 */
export function SubmissionFacts({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const identity = application.identity;
  const name = [identity?.firstName, identity?.lastName].filter(Boolean).join(' ');
  return (
    <Panel title="staffConsole.facts.title">
      <Facts
        rows={[
          [t('staffConsole.facts.identityPerson'), name],
          [
            t('staffConsole.facts.identity'),
            identity?.kbvStatus ? t(`staffConsole.identity.${identity.kbvStatus}`) : '',
          ],
          [t('staffConsole.facts.identityReason'), identity?.reason ?? ''],
          [t('staffConsole.facts.ssn'), (identity?.ssn as string | undefined) ?? ''],
          [t('staffConsole.facts.dateOfBirth'), (identity?.dateOfBirth as string | undefined) ?? ''],
          ...Object.entries(application.agreedTerms ?? {}).map(
            ([terms, version]) => [t('staffConsole.facts.termsVersion', { terms }), version] as [string, string],
          ),
          [t('staffConsole.facts.clientIp'), application.clientIp ?? ''],
          [t('staffConsole.facts.language'), application.language ? t(`common.languages.${application.language}`) : ''],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('staffConsole.facts.signatures')}
      </Typography>
      <Facts
        rows={application.signatures.map(({ name: signer, signedAt }) => [
          signer,
          formatDateTime(signedAt, i18n.language),
        ])}
      />
    </Panel>
  );
}
