import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../ScrollBox.tsx';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import type { StaffAccount } from '../../../shared/staff/staff-answers.ts';
import { RoleSelect } from './RoleSelect.tsx';

interface StaffAccountsTableProps {
  accounts: StaffAccount[];
  /** The signed-in admin: their own row is read-only (the server refuses changes to it too). */
  selfId: string | undefined;
  onRole(account: StaffAccount, role: StaffRole): void;
  onDisabled(account: StaffAccount, disabled: boolean): void;
  onSendLink(account: StaffAccount): void;
}

/**
 * The staff accounts with where each stands (invited, enrolled, disabled), each with its role to change, a new
 * set-password link to send and a button to disable (or enable again); the admin's own row only says why it cannot
 * be changed here.
 */
export function StaffAccountsTable({ accounts, selfId, onRole, onDisabled, onSendLink }: StaffAccountsTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollBox label={t('staffConsole.admin.accounts')}>
      <Table size="small" aria-label={t('staffConsole.admin.accounts')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('staffConsole.admin.name')}</TableCell>
            <TableCell>{t('staffConsole.login.email')}</TableCell>
            <TableCell>{t('staffConsole.admin.role')}</TableCell>
            <TableCell>{t('staffConsole.admin.state')}</TableCell>
            <TableCell>{t('staffConsole.admin.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => {
            const self = account.id === selfId;
            return (
              <TableRow key={account.id}>
                <TableCell component="th" scope="row">
                  {account.name}
                </TableCell>
                <TableCell>{account.email}</TableCell>
                <TableCell>
                  {self ? (
                    t(`staffConsole.roles.${account.role}`)
                  ) : (
                    <RoleSelect
                      value={account.role}
                      label={t('staffConsole.admin.roleOf', { email: account.email })}
                      onChange={(role) => onRole(account, role)}
                    />
                  )}
                </TableCell>
                <TableCell>{t(`staffConsole.admin.states.${account.state}`)}</TableCell>
                <TableCell>
                  {self ? (
                    <Typography variant="body2">{t('staffConsole.admin.selfReadOnly')}</Typography>
                  ) : (
                    <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
                      {account.state !== 'disabled' && (
                        <Button
                          variant="outlined"
                          size="small"
                          onClick={() => onSendLink(account)}
                          aria-label={t('staffConsole.admin.sendLinkOf', { email: account.email })}
                        >
                          {t('staffConsole.admin.sendLink')}
                        </Button>
                      )}
                      <Button
                        variant="outlined"
                        size="small"
                        onClick={() => onDisabled(account, !account.disabled)}
                        aria-label={t(
                          account.disabled ? 'staffConsole.admin.enableOf' : 'staffConsole.admin.disableOf',
                          { email: account.email },
                        )}
                      >
                        {t(account.disabled ? 'staffConsole.admin.enable' : 'staffConsole.admin.disable')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
