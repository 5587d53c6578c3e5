import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { PageFrame } from './PageFrame.tsx';

export type LoginMode = 'register' | 'continue' | 'recover';

const TITLES: Record<LoginMode, string> = {
  register: 'login.startNew',
  continue: 'login.continuePrevious',
  recover: 'login.forgotPassword',
};

/**
 * The login shell: start a new application, continue a previous one, or take the paper route. The account forms
 * themselves belong to the accounts issue, still open: the page says so.
 */
export function LoginPage({ mode }: { mode: LoginMode }) {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(TITLES[mode])}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('common.placeholder')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Button component={RouterLink} href="/login" variant={mode === 'register' ? 'contained' : 'outlined'}>
          {t('login.startNew')}
        </Button>
        <Button component={RouterLink} href="/login/continue" variant={mode === 'continue' ? 'contained' : 'outlined'}>
          {t('login.continuePrevious')}
        </Button>
      </Stack>
      <Divider sx={{ mb: 2 }} />
      <Box>
        <Typography sx={{ mb: 2 }}>{t('login.paperForms')}</Typography>
        <Link component={RouterLink} href="/forms">
          {t('login.downloadForms')}
        </Link>
      </Box>
    </PageFrame>
  );
}
