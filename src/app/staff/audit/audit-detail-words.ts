import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditTrailRow } from '../../../shared/staff/audit-trail.ts';
import { formatMoney } from '../format.ts';

type Detail = Record<string, unknown>;
type Words = (detail: Detail, t: TFunction, language: string) => string | undefined;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : text(value));
const role = (t: TFunction, value: unknown) => t(`staffConsole.roles.${text(value)}`, { defaultValue: text(value) });
const status = (t: TFunction, value: unknown) => t(`staffConsole.status.${text(value)}`, { defaultValue: text(value) });

/** Each kind's detail in words; undefined where a row's detail has a shape the kind's words do not know. */
const WORDS: Partial<Record<AuditTrailRow['kind'], Words>> = {
  REVEAL: (detail, t) => t('staffAuditTrail.detail.reason', { reason: text(detail.reason) }),
  DOWNLOAD: (detail, t) => {
    if (detail.document === 'signed.pdf') return t('staffAuditTrail.detail.signedPdf');
    if (detail.fileName) return t('staffAuditTrail.detail.certificate', { fileName: text(detail.fileName) });
    return text(detail.document).startsWith('letter') ? t('staffAuditTrail.detail.letter') : undefined;
  },
  NOTE: (detail, t) => t('staffAuditTrail.detail.note', { text: text(detail.text) }),
  ASSIGN: (detail, t) =>
    detail.assignee
      ? t('staffAuditTrail.detail.assignedTo', { assignee: text(detail.assignee) })
      : t('staffAuditTrail.detail.unassigned'),
  STATUS_CHANGE: (detail, t) =>
    t(detail.by === 'applicant' ? 'staffAuditTrail.detail.statusByApplicant' : 'staffAuditTrail.detail.status', {
      from: status(t, detail.from),
      to: status(t, detail.to),
    }),
  DECISION: (detail, t, language) => {
    if (detail.decision === 'APPROVE') {
      const terms = t(`enums.paymentOption.${text(detail.paymentOption)}`, {
        defaultValue: text(detail.paymentOption),
      });
      const limit = formatMoney(Number(detail.creditLimit), language);
      return t('staffAuditTrail.detail.approved', { limit, terms });
    }
    if (detail.decision === 'DECLINE') return t('staffAuditTrail.detail.declined', { reasons: list(detail.reasons) });
    if (detail.decision === 'REQUEST_CHANGES') {
      return t('staffAuditTrail.detail.changesRequested', { steps: list(detail.steps), message: text(detail.message) });
    }
    return undefined;
  },
  EXPORT: (detail, t) =>
    Array.isArray(detail.applicationIds)
      ? t('staffAuditTrail.detail.exported', { count: detail.applicationIds.length, ids: list(detail.applicationIds) })
      : undefined,
  STAFF_CHANGE: (detail, t) => {
    if (detail.added)
      return t('staffAuditTrail.detail.staffAdded', { email: text(detail.added), role: role(t, detail.role) });
    if (detail.linkSentTo) return t('staffAuditTrail.detail.linkSent', { email: text(detail.linkSentTo) });
    if (!detail.member) return undefined;
    const changes = [
      detail.role && t('staffAuditTrail.detail.roleNow', { role: role(t, detail.role) }),
      detail.disabled === true && t('staffAuditTrail.detail.disabled'),
      detail.disabled === false && t('staffAuditTrail.detail.enabled'),
    ].filter(Boolean);
    return `${text(detail.member)}: ${changes.join(', ')}`;
  },
};

/** Any other detail as its fields, "name: value; …", so that no row reads blank. */
const fields = (detail: Detail) =>
  Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([name, value]) =>
        `${name}: ${typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : list(value)}`,
    )
    .join('; ');

/** How the whole trail words a row's kind and its detail, in the page's language. */
export function useAuditWords() {
  const { t, i18n } = useTranslation();
  return {
    kind: (row: AuditTrailRow) => t(`staffAuditTrail.kinds.${row.kind}`, { defaultValue: row.kind }),
    detail: (row: AuditTrailRow) => WORDS[row.kind]?.(row.detail, t, i18n.language) ?? fields(row.detail),
  };
}
