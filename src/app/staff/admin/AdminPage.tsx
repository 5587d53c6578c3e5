import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from '../../../engine/providers.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../use-document-title.ts';
import { isStaffRole, STAFF_ROLES } from '../../../shared/staff/roles.ts';
import type { StaffAccount } from '../../../shared/staff/staff-answers.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { StaffAccountsTable } from './StaffAccountsTable.tsx';
import { staffAccountsApi } from './staff-accounts-api.ts';
import { staffSession } from '../api/staff-session.ts';

/**
 * `/staff/admin`: admins add staff (who get a set-password link by email), send a new link, disable them and change
 * their role; never their own account.
 */
export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle('staffConsole.admin.title');
  const { enqueueSnackbar } = useSnackbar();
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => staffAccountsApi.list().then(setAccounts, () => setFailed(true)), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const run = (action: Promise<unknown>, done: string, values?: Record<string, string>) =>
    action.then(
      () => {
        enqueueSnackbar(t(done, values), { variant: 'success' });
        return reload();
      },
      (error: Error) => enqueueSnackbar(error.message || t('staffConsole.actionFailed'), { variant: 'error' }),
    );

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get('email')).trim();
    const name = String(fields.get('name')).trim();
    const role = fields.get('role');
    // The select offers the roles only; anything else is no role to add.
    if (!isStaffRole(role)) return;
    void run(staffAccountsApi.add(email, role, name), 'staffConsole.admin.added').then(() => form.reset());
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('staffConsole.admin.title')}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('staffConsole.admin.add')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={add}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <TextField
          name="name"
          size="small"
          label={t('staffConsole.admin.name')}
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField name="email" type="email" size="small" label={t('staffConsole.login.email')} required />
        <RoleSelect name="role" defaultValue={STAFF_ROLES[0]} />
        <Button type="submit" variant="contained">
          {t('staffConsole.admin.addButton')}
        </Button>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('staffConsole.admin.accounts')}
      </Typography>
      {failed && <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>}
      {accounts && (
        <StaffAccountsTable
          accounts={accounts}
          onRole={(account, role) =>
            void run(staffAccountsApi.update(account.id, { role }), 'staffConsole.admin.saved')
          }
          onDisabled={(account, disabled) =>
            void run(staffAccountsApi.update(account.id, { disabled }), 'staffConsole.admin.saved')
          }
          selfId={staffSession.member?.id}
          onSendLink={(account) =>
            void run(staffAccountsApi.sendLink(account.id), `staffConsole.admin.linkSent.${account.state}`, {
              email: account.email,
            })
          }
        />
      )}
    </>
  );
}
