import WarningIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'wouter';
import { OVERDUE_AFTER_BUSINESS_DAYS, type QueueSort } from '../../../shared/staff/queue.ts';
import type { Assignee, QueueItem, QueuePage } from '../../../shared/staff/staff-answers.ts';
import { ScrollBox } from '../ScrollBox.tsx';
import { formatDateTime, formatMoney } from '../format.ts';
import { AssignMenu } from './AssignMenu.tsx';
import { formatShortDate } from './queue-format.ts';
import { StatusChip } from './StatusChip.tsx';
import { useRowKeys } from './use-row-keys.ts';
import { IdentityFlag } from '../application/IdentityFlag.tsx';

const COLUMNS = [
  'applicationId',
  'company',
  'state',
  'requestedLimit',
  'paymentOption',
  'submittedAt',
  'waiting',
  'status',
  'assignee',
] as const;

/** The column each sort orders by, for `aria-sort` on its header. */
const SORTED_COLUMN: Record<QueueSort, [(typeof COLUMNS)[number], 'ascending' | 'descending']> = {
  newest: ['submittedAt', 'descending'],
  oldest: ['submittedAt', 'ascending'],
  amountHigh: ['requestedLimit', 'descending'],
  amountLow: ['requestedLimit', 'ascending'],
  company: ['company', 'ascending'],
  status: ['status', 'descending'],
};

/** Off screen but read by screen readers: the name of the assignment buttons' column. */
const visuallyHidden = {
  position: 'absolute',
  // In pixels: MUI reads a bare 1 as 100%, which pushed the span past the table's edge by the cell's padding.
  width: '1px',
  height: '1px',
  left: 0,
  top: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One line per row: cells never wrap; a long company name is cut short with its whole name as a tooltip. */
const CELL = { whiteSpace: 'nowrap', py: 0.25, px: 1 } as const;

function WaitingCell({ days }: { days: number }) {
  const { t } = useTranslation();
  if (days <= OVERDUE_AFTER_BUSINESS_DAYS) return <TableCell sx={CELL}>{days}</TableCell>;
  return (
    <TableCell sx={{ ...CELL, color: 'error.dark', fontWeight: 600 }}>
      <Box
        component="span"
        title={t('staffConsole.queue.overdueHint', { days: OVERDUE_AFTER_BUSINESS_DAYS })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <WarningIcon sx={{ fontSize: 16 }} aria-hidden />
        {days} {t('staffConsole.queue.overdue')}
      </Box>
    </TableCell>
  );
}

/**
 * The count for the pager: the server's, or past its limit as many as seen so far on the last page, or unknown
 * (-1, which leaves Next enabled) while another page follows.
 */
function shownCount(answer: QueuePage): number {
  if (!answer.totalCapped) return answer.total;
  return answer.next ? -1 : (answer.page - 1) * answer.pageSize + answer.items.length;
}

interface QueueTableProps {
  answer: QueuePage;
  sort: QueueSort;
  /** The members an application can be given to; null when the caller may not assign. */
  assignees: Assignee[] | null;
  onPage(page: number): void;
  onChanged(): void;
}

/** One page of the queue as a compact table, worked with the mouse or `j`/`k`/`Enter`, with the server's paging. */
export function QueueTable({ answer, sort, assignees, onPage, onChanged }: QueueTableProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const href = (item: QueueItem) => `/applications/${encodeURIComponent(item.applicationId)}`;
  const rowProps = useRowKeys(answer.items.length, (index) => navigate(href(answer.items[index])));
  const [sortedColumn, direction] = SORTED_COLUMN[sort];
  if (!answer.items.length) return <Typography sx={{ my: 2 }}>{t('staffConsole.queue.empty')}</Typography>;
  return (
    <>
      <ScrollBox label={t('staffConsole.queue.title')}>
        <Table size="small" aria-label={t('staffConsole.queue.title')} aria-describedby="queue-keys">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'requestedLimit' ? 'right' : 'left'}
                  aria-sort={column === sortedColumn ? direction : undefined}
                  // A two-word heading may take two lines, so the column is as wide as its values, not its heading.
                  sx={{ ...CELL, fontWeight: 600, whiteSpace: 'normal', verticalAlign: 'bottom' }}
                >
                  {t(`staffConsole.queue.columns.${column}`)}
                </TableCell>
              ))}
              {assignees && (
                // Positioned, so that the hidden name stays inside the table's scrolling box on a narrow screen.
                <TableCell sx={{ ...CELL, position: 'relative' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('staffConsole.queue.columns.assign')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.items.map((item, index) => (
              <TableRow
                key={item.applicationId}
                hover
                {...rowProps(index)}
                sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
              >
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ ...CELL, fontFamily: 'monospace', fontSize: '0.875rem', position: 'relative' }}
                >
                  <Link component={RouterLink} href={href(item)} tabIndex={-1}>
                    {item.applicationId}
                  </Link>
                  {/* In the cell's end padding, so a flagged row is no wider than the others (one line at 1280 px). */}
                  {item.identityMismatch && (
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        right: 0,
                        top: '50%',
                        transform: 'translateY(-50%)',
                        display: 'flex',
                        '& svg': { fontSize: 16, ml: 0 },
                      }}
                    >
                      <IdentityFlag />
                    </Box>
                  )}
                </TableCell>
                <TableCell
                  title={item.companyName ?? undefined}
                  sx={{ ...CELL, maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {item.companyName ?? ''}
                </TableCell>
                <TableCell sx={CELL}>{item.state ?? ''}</TableCell>
                <TableCell align="right" sx={CELL}>
                  {formatMoney(item.requestedCreditLimit, i18n.language)}
                </TableCell>
                <TableCell sx={CELL}>
                  {item.paymentOption ? t(`staffConsole.queue.paymentOptions.${item.paymentOption}`) : ''}
                </TableCell>
                <TableCell sx={CELL}>
                  <time dateTime={item.submittedAt} title={formatDateTime(item.submittedAt, i18n.language)}>
                    {formatShortDate(item.submittedAt, i18n.language)}
                  </time>
                </TableCell>
                <WaitingCell days={item.businessDaysWaiting} />
                <TableCell sx={CELL}>
                  <StatusChip status={item.status} />
                </TableCell>
                <TableCell sx={{ ...CELL, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {item.assignee?.name ?? t('staffConsole.queue.unassigned')}
                </TableCell>
                {assignees && (
                  <TableCell sx={CELL}>
                    <AssignMenu item={item} assignees={assignees} onAssigned={onChanged} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      <Typography id="queue-keys" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('staffConsole.queue.keys')}
      </Typography>
      <TablePagination
        component="div"
        count={shownCount(answer)}
        page={answer.page - 1}
        rowsPerPage={answer.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next + 1)}
        labelDisplayedRows={({ from, to }) =>
          answer.totalCapped
            ? t('staffConsole.queue.shownMore', { from, to, count: answer.total.toLocaleString(i18n.language) })
            : t('staffConsole.queue.shown', { from, to, count: answer.total })
        }
        getItemAriaLabel={(type) => t(`staffConsole.queue.pageButton.${type}`)}
      />
    </>
  );
}
