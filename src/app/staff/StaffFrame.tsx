import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { logOutStaff } from './api/staff-api.ts';
import { staffMay, staffSession } from './api/staff-session.ts';
import { useIdleLogout } from './use-idle-logout.ts';

/**
 * The frame of the console's pages once logged in: links to the queue and (for admins) the staff accounts and the
 * audit trail, who is logged in, and Log out; a wide main area that still fits a tablet.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useIdleLogout();
  const member = staffSession.member;
  return (
    <Container component="main" id="main" maxWidth="xl" sx={{ py: 3 }}>
      <Stack
        component="nav"
        aria-label={t('staffConsole.nav.label')}
        direction="row"
        spacing={3}
        sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Link component={RouterLink} href="/">
          {t('staffConsole.nav.queue')}
        </Link>
        {staffMay('manageStaff') && (
          <Link component={RouterLink} href="/admin">
            {t('staffConsole.nav.admin')}
          </Link>
        )}
        {staffMay('readWholeTrail') && (
          <Link component={RouterLink} href="/audit">
            {t('staffAuditTrail.nav')}
          </Link>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {t('staffConsole.nav.signedInAs', {
            name: member?.name ?? member?.email,
            role: t(`staffConsole.roles.${member?.role ?? 'viewer'}`),
          })}
        </Typography>
        <Button variant="outlined" onClick={logOutStaff}>
          {t('common.logout')}
        </Button>
      </Stack>
      {children}
    </Container>
  );
}
