import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../ScrollBox.tsx';
import type { StaffRole } from '../../../shared/staff/roles.ts';
import type { StaffAccount } from '../../../shared/staff/staff-answers.ts';
import { RoleSelect } from './RoleSelect.tsx';

interface StaffAccountsTableProps {
  accounts: StaffAccount[];
  onRole(account: StaffAccount, role: StaffRole): void;
  onDisabled(account: StaffAccount, disabled: boolean): void;
}

/** The staff accounts, each with its role to change and a button to disable (or enable again). */
export function StaffAccountsTable({ accounts, onRole, onDisabled }: StaffAccountsTableProps) {
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
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell component="th" scope="row">
                {account.name}
              </TableCell>
              <TableCell>{account.email}</TableCell>
              <TableCell>
                <RoleSelect
                  value={account.role}
                  label={t('staffConsole.admin.roleOf', { email: account.email })}
                  onChange={(role) => onRole(account, role)}
                />
              </TableCell>
              <TableCell>{t(account.disabled ? 'staffConsole.admin.disabled' : 'staffConsole.admin.active')}</TableCell>
              <TableCell>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => onDisabled(account, !account.disabled)}
                  aria-label={t(account.disabled ? 'staffConsole.admin.enableOf' : 'staffConsole.admin.disableOf', {
                    email: account.email,
                  })}
                >
                  {t(account.disabled ? 'staffConsole.admin.enable' : 'staffConsole.admin.disable')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
