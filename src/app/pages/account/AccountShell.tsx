import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../use-document-title.ts';
import { PageFrame } from '../PageFrame.tsx';
import { GuardedLink } from './GuardedLink.tsx';

interface AccountShellProps {
  /** Locale key of the page's heading. */
  title: string;
  /** Which of the two ways in is shown as the current one. */
  current?: 'register' | 'continue';
  children: ReactNode;
}

/**
 * The login shell of every account page: start a new online application or continue a previous one, the page's
 * own content, and the paper route (download a form to email, fax or mail).
 */
export function AccountShell({ title, current, children }: AccountShellProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <PageFrame>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3 }}
        component="nav"
        aria-label={t('common.appName')}
      >
        <GuardedLink href="/login" button={current === 'register' ? 'contained' : 'outlined'}>
          {t('login.startNew')}
        </GuardedLink>
        <GuardedLink href="/login/continue" button={current === 'continue' ? 'contained' : 'outlined'}>
          {t('login.continuePrevious')}
        </GuardedLink>
      </Stack>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      {children}
      <Divider sx={{ my: 3 }} />
      <Box>
        <Typography sx={{ mb: 1 }}>{t('login.paperForms')}</Typography>
        <GuardedLink href="/forms">{t('login.downloadForms')}</GuardedLink>
      </Box>
    </PageFrame>
  );
}
