import { useTranslation } from 'react-i18next';
import { manifest } from '../../../engine/index.ts';
import type { Decision } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { whoOf } from './event-words.ts';
import { Facts } from './Panel.tsx';

/** A decision made: what, by whom and when, and its limit, reasons or requested changes. */
export function DecisionFacts({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  const steps = (decision.steps ?? [])
    .map((key) => manifest.steps.find((step) => step.key === key || step.path === key))
    .map((step, index) => (step ? t(step.title) : decision.steps![index]))
    .join('; ');
  const list = (values: string[] | undefined, prefix: string) =>
    (values ?? []).map((value) => t(`${prefix}.${value}`, { defaultValue: value })).join('; ');
  return (
    <Facts
      rows={[
        [t('staffConsole.decision.outcome'), t(`staffConsole.decision.outcomes.${decision.decision}`)],
        [t('staffConsole.decision.creditLimit'), formatMoney(decision.creditLimit, i18n.language)],
        [
          t('staffConsole.decision.paymentOption'),
          decision.paymentOption ? t(`enums.paymentOption.${decision.paymentOption}`) : '',
        ],
        [t('staffConsole.decision.reasons'), list(decision.reasons, 'staff.reasons')],
        [t('staffConsole.decision.steps'), steps],
        [t('staffConsole.decision.message'), decision.message ?? ''],
        [t('staffConsole.decision.decidedBy'), whoOf(decision) ?? ''],
        [t('staffConsole.decision.decidedAt'), formatDateTime(decision.decidedAt, i18n.language)],
      ]}
    />
  );
}
