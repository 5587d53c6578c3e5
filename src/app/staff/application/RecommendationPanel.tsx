import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../shared/field-errors.ts';
import type { RecommendationFactor } from '../../../shared/staff/recommendation.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatMoney } from '../format.ts';
import { Panel } from './Panel.tsx';

/** A factor's value as read: yes or no, a number in the page's language, or "not known". */
function valueWords(value: RecommendationFactor['value'], t: Translate, language: string): string {
  if (value === null) return t('staffPolicy.unknown');
  if (typeof value === 'boolean') return t(value ? 'staffPolicy.yes' : 'staffPolicy.no');
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/**
 * What the credit policy recommends, beside the decision form that starts from it: the outcome and score, the limit,
 * the decline reasons of the rules that failed, each factor with its value and points, and the policy's version.
 */
export function RecommendationPanel({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const language = t('common.numberLocale');
  const { outcome, score, creditLimit, reasons, factors, policyVersion } = application.recommendation;
  return (
    <Panel title="staffPolicy.title">
      <Typography sx={{ fontWeight: 600 }} data-testid="recommendation-summary">
        {t('staffPolicy.summary', { outcome: t(`staffPolicy.outcome.${outcome}`), score })}
      </Typography>
      <Typography>
        {creditLimit === null
          ? t('staffPolicy.noLimit')
          : t('staffPolicy.limit', { limit: formatMoney(creditLimit, language) })}
      </Typography>
      {reasons.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
            {t('staffPolicy.reasons')}
          </Typography>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{t(`staff.reasons.${reason}`)}</li>
            ))}
          </ul>
        </>
      )}
      <Table size="small" aria-label={t('staffPolicy.title')} sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('staffPolicy.factor')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('staffPolicy.value')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('staffPolicy.points')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {factors.map((factor) => (
            <TableRow key={factor.name}>
              <TableCell component="th" scope="row">
                {t(`staffPolicy.factors.${factor.name}`)}
              </TableCell>
              <TableCell>{valueWords(factor.value, t, language)}</TableCell>
              <TableCell align="right">{factor.points}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        {t('staffPolicy.startsHere')} {t('staffPolicy.version', { version: policyVersion })}
      </Typography>
    </Panel>
  );
}
