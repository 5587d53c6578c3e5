import { Alert, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../use-document-title.ts';
import { staffApi } from '../api/staff-api.ts';
import type { AuditTrailPage as AuditTrailAnswer } from '../../../shared/staff/audit-trail.ts';
import { AuditTrailFilters } from './AuditTrailFilters.tsx';
import { auditTrailHref, useAuditTrailFilters, type AuditTrailFilters as Filters } from './audit-trail-query.ts';
import { AuditTrailTable } from './AuditTrailTable.tsx';

/**
 * `/staff/audit` (admins): the whole audit trail, newest first, a page at a time, filtered by Application ID, actor
 * and kind: every view, reveal, download, decision and status change, the exports with the applications they held,
 * and the staff changes made in the console or with `npm run staff`.
 */
export function AuditTrailPage() {
  const { t } = useTranslation();
  useDocumentTitle('staffAuditTrail.title');
  const [, navigate] = useLocation();
  const filters = useAuditTrailFilters();
  const key = JSON.stringify(filters);
  // Each answer remembers the filters it answers: the page is loading while the latest filters have none yet.
  const [result, setResult] = useState<{ key: string; answer?: AuditTrailAnswer; failed?: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    staffApi<AuditTrailAnswer>('GET', '/audit', undefined, JSON.parse(key) as Record<string, string>).then(
      (answer) => current && setResult({ key, answer }),
      () => current && setResult({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  const show = (next: Filters) => navigate(auditTrailHref(next));

  return (
    <>
      <Typography variant="h4" component="h1">
        {t('staffAuditTrail.title')}
      </Typography>
      <Typography color="text.secondary">{t('staffAuditTrail.intro')}</Typography>
      <AuditTrailFilters filters={filters} onChange={(next) => show({ ...next, page: undefined })} />
      {result?.key !== key && <LinearProgress aria-label={t('common.loading')} sx={{ my: 1 }} />}
      {result?.failed && <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>}
      {result?.answer && result.answer.total === 0 && <Alert severity="info">{t('staffAuditTrail.empty')}</Alert>}
      {result?.answer && result.answer.total > 0 && (
        <AuditTrailTable
          answer={result.answer}
          page={Number(filters.page ?? 1)}
          onPage={(page) => show({ ...filters, page: page > 1 ? String(page) : undefined })}
        />
      )}
    </>
  );
}
