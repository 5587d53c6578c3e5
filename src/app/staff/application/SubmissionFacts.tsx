import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../shared/field-errors.ts';
import { maskedSsnText } from '../../../shared/staff/ssn-text.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { Facts, Panel } from './Panel.tsx';

/** A text's version in words: "version of Nov 24, 2026" (the day it was first agreed to), its id kept as a tooltip. */
function versionWords(id: unknown, since: string | null | undefined, t: Translate, language: string) {
  if (typeof id === 'boolean') return t(`enums.yesNo.${id}`);
  if (typeof id !== 'string' || !id) return '';
  if (!since) return id;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(since));
  return (
    <span title={id} data-terms-id={id}>
      {t('staffDecision.termsVersion', { date })}
    </span>
  );
}

/**
 * What the submission recorded beside the form's data: the identity check's outcome and reason (and the masked SSN
 * and birth date it checked), the versions of the texts agreed, who signed and when, the address it came from and
 * the language of the application. Masked SSNs read `***-**-6789` here as everywhere on the page.
 */
export function SubmissionFacts({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const person = application.sections.applicantInformation ?? {};
  const { identity, identityCheck } = application;
  return (
    <Panel title="staffConsole.facts.title">
      <Facts
        rows={[
          [t('staffConsole.facts.identityPerson'), [person.firstName, person.lastName].filter(Boolean).join(' ')],
          [t('staffConsole.facts.ssn'), person.ssn ? maskedSsnText(person.ssn) : ''],
          [t('staffConsole.facts.dateOfBirth'), person.dateOfBirth ? t('staffDecision.dateOfBirthOnFile') : ''],
          [t('staffConsole.facts.identity'), identity.status ? t(`staffConsole.identity.${identity.status}`) : ''],
          [t('staffConsole.facts.identityReason'), identity.reason ?? ''],
          [t('staffDecision.identity.matches'), identityCheck ? t(`enums.yesNo.${identityCheck.matches}`) : ''],
          ...Object.entries(application.terms).map(([terms, version]): [string, ReactNode] => [
            t(`staffConsole.facts.terms.${terms}`),
            versionWords(version, application.termsSince?.[terms], t, i18n.language),
          ]),
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
