import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { Facts, Panel } from './Panel.tsx';

/** A fact as text: a yes/no in words, anything else as it is. */
const factText = (value: unknown, t: (key: string) => string) =>
  typeof value === 'boolean' ? t(`enums.yesNo.${value}`) : String(value ?? '');

/**
 * What the submission recorded beside the form's data: the identity check's outcome and reason (and the masked SSN
 * and birth date it checked), the versions of the texts agreed, who signed and when, the address it came from and
 * the language of the application.
 */
export function SubmissionFacts({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const person = application.sections.applicantInformation ?? {};
  const { identity } = application;
  return (
    <Panel title="staffConsole.facts.title">
      <Facts
        rows={[
          [t('staffConsole.facts.identityPerson'), [person.firstName, person.lastName].filter(Boolean).join(' ')],
          [t('staffConsole.facts.ssn'), factText(person.ssn, t)],
          [t('staffConsole.facts.dateOfBirth'), factText(person.dateOfBirth, t)],
          [t('staffConsole.facts.identity'), identity.status ? t(`staffConsole.identity.${identity.status}`) : ''],
          [t('staffConsole.facts.identityReason'), identity.reason ?? ''],
          ...Object.entries(application.terms).map(
            ([terms, version]) => [t(`staffConsole.facts.terms.${terms}`), factText(version, t)] as [string, string],
          ),
          [t('staffConsole.facts.clientIp'), application.clientIp ?? ''],
          [t('staffConsole.facts.language'), application.language ? t(`common.languages.${application.language}`) : ''],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('staffConsole.facts.signatures')}
      </Typography>
      <Facts
        rows={application.signatures.map(({ name, signedAt }) => [name, formatDateTime(signedAt, i18n.language)])}
      />
    </Panel>
  );
}
