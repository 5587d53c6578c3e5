import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../shared/staff/staff-answers.ts';

/** How the history and the audit trail word an event: its action, and its detail as short text. */
export function useEventText() {
  const { t } = useTranslation();
  const status = (value: unknown) => t(`staffConsole.status.${String(value)}`, { defaultValue: String(value) });
  return {
    actionText: (event: AuditEvent) => t(`staffConsole.actions.${event.action}`, { defaultValue: event.action }),
    /** A status change as "Submitted → In review"; any other detail as its values. */
    detailText: ({ detail }: AuditEvent) => {
      if (detail && 'from' in detail && 'to' in detail) return `${status(detail.from)} → ${status(detail.to)}`;
      return Object.values(detail ?? {})
        .filter((value) => value !== null && value !== undefined && value !== '')
        .map((value) => (Array.isArray(value) ? value.join(', ') : String(value)))
        .join('; ');
    },
  };
}
