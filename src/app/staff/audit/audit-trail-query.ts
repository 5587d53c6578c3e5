import { useSearch } from 'wouter';
import { auditTrailQuery, type AuditTrailQuery } from '../../../shared/staff/audit-trail.ts';

const FILTERS = ['applicationId', 'actor', 'kind', 'page'] as const satisfies ReadonlyArray<keyof AuditTrailQuery>;

/** The trail's filters as the page's address and the API's query string carry them: text, each one optional. */
export type AuditTrailFilters = Partial<Record<(typeof FILTERS)[number], string>>;

/** Whether a text is an Application ID as the server's query schema takes it. */
export const isApplicationId = (text: string) =>
  new RegExp(auditTrailQuery.properties.applicationId.pattern).test(text);

/** The filters from the page address, so a filtered trail can be bookmarked and Back restores it. */
export function useAuditTrailFilters(): AuditTrailFilters {
  const params = new URLSearchParams(useSearch());
  return Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/** The address of the trail with `filters`; empty ones are left out. */
export function auditTrailHref(filters: AuditTrailFilters): string {
  const search = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `~/staff/audit${search ? `?${search}` : ''}`;
}
