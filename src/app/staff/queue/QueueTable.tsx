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
import { ScrollBox } from '../ScrollBox.tsx';
import { Link as RouterLink } from 'wouter';
import type { QueueItem, QueuePage } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime, formatMoney } from '../format.ts';
import { IdentityFlag } from '../application/IdentityFlag.tsx';

/** Regulation B gives 30 days for a decision; the queue flags an application waiting more business days than this. */
const FLAG_AFTER_BUSINESS_DAYS = 20;

/** The server's page size: the table shows as many rows as it answers. */
const PAGE_SIZE = 25;

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

function WaitingCell({ days }: { days: number }) {
  const { t } = useTranslation();
  if (days <= FLAG_AFTER_BUSINESS_DAYS) return <TableCell>{days}</TableCell>;
  return (
    <TableCell sx={{ color: 'error.dark', fontWeight: 600 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <WarningIcon fontSize="small" aria-hidden />
        {days} <Box component="span">{t('staffConsole.queue.overdue', { days: FLAG_AFTER_BUSINESS_DAYS })}</Box>
      </Box>
    </TableCell>
  );
}

function QueueRow({ item }: { item: QueueItem }) {
  const { t, i18n } = useTranslation();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} href={`/applications/${encodeURIComponent(item.applicationId)}`}>
          {item.applicationId}
        </Link>
        {item.identityMismatch && <IdentityFlag />}
      </TableCell>
      <TableCell>{item.companyName ?? ''}</TableCell>
      <TableCell>{item.state ?? ''}</TableCell>
      <TableCell align="right">{formatMoney(item.requestedCreditLimit, i18n.language)}</TableCell>
      <TableCell>{item.paymentOption ? t(`enums.paymentOption.${item.paymentOption}`) : ''}</TableCell>
      <TableCell>{formatDateTime(item.submittedAt, i18n.language)}</TableCell>
      <WaitingCell days={item.businessDaysWaiting} />
      <TableCell>{t(`staffConsole.status.${item.status}`)}</TableCell>
      <TableCell>{item.assignee ?? t('staffConsole.queue.unassigned')}</TableCell>
    </TableRow>
  );
}

/** One page of the queue as a table, with the server's paging below it. */
export function QueueTable({ answer, page, onPage }: { answer: QueuePage; page: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (!answer.items.length) return <Typography sx={{ my: 2 }}>{t('staffConsole.queue.empty')}</Typography>;
  return (
    <>
      <ScrollBox label={t('staffConsole.queue.title')}>
        <Table size="small" aria-label={t('staffConsole.queue.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'requestedLimit' ? 'right' : 'left'}>
                  {t(`staffConsole.queue.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.items.map((item) => (
              <QueueRow key={item.applicationId} item={item} />
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      <TablePagination
        component="div"
        count={answer.total}
        page={page - 1}
        rowsPerPage={Math.max(PAGE_SIZE, answer.items.length)}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t('staffConsole.queue.shown', { from, to, count })}
        getItemAriaLabel={(type) => t(`staffConsole.queue.pageButton.${type}`)}
      />
    </>
  );
}
