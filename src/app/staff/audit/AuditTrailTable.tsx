import { Link, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { AuditTrailPage } from '../../../shared/staff/audit-trail.ts';
import { formatDateTime } from '../format.ts';
import { useAuditWords } from './audit-detail-words.ts';

/**
 * Fixed widths for the short columns; the detail takes the rest and wraps (long Application ID lists and emails
 * break anywhere), so at 1280 px every column shows whole, with no sideways scrolling.
 */
const COLUMNS = [
  ['at', '12%'],
  ['actor', '18%'],
  ['kind', '14%'],
  ['applicationId', '13%'],
  ['ip', '10%'],
  ['detail', 'auto'],
] as const;

interface AuditTrailTableProps {
  answer: AuditTrailPage;
  page: number;
  onPage(page: number): void;
}

/** One page of the trail, newest first, and the pages. */
export function AuditTrailTable({ answer, page, onPage }: AuditTrailTableProps) {
  const { t, i18n } = useTranslation();
  const words = useAuditWords();
  return (
    <>
      <Table size="small" aria-label={t('staffAuditTrail.title')} sx={{ tableLayout: 'fixed', width: '100%' }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(([column, width]) => (
              <TableCell key={column} sx={{ width }}>
                {t(`staffAuditTrail.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody sx={{ '& td': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}>
          {answer.items.map((row) => (
            <TableRow key={row.seq}>
              <TableCell>{formatDateTime(row.at, i18n.language)}</TableCell>
              <TableCell>{row.actor}</TableCell>
              <TableCell>{words.kind(row)}</TableCell>
              {/* An Application ID reads as one word: it never breaks at its dashes. */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.applicationId && (
                  <Link component={RouterLink} href={`/applications/${row.applicationId}`}>
                    {row.applicationId}
                  </Link>
                )}
              </TableCell>
              <TableCell>{row.ip}</TableCell>
              <TableCell>{words.detail(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={answer.total}
        page={page - 1}
        rowsPerPage={answer.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t('staffAuditTrail.shown', { from, to, count })}
        getItemAriaLabel={(type) => t(`staffAuditTrail.pageButton.${type}`)}
      />
    </>
  );
}
