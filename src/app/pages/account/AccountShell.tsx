import { Box, Typography } from '@mui/material';
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
      {/* Two ways in, joined into one control with the current one filled: two separate full-width buttons read as
          two actions to take, not as one choice. */}
      <Box
        component="nav"
        aria-label={t('common.appName')}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          mb: 3,
          '& > a': { flex: 1, borderRadius: 0 },
        }}
      >
        <GuardedLink
          href="/login"
          button={current === 'register' ? 'contained' : 'outlined'}
          current={current === 'register'}
        >
          {t('login.startNew')}
        </GuardedLink>
        <GuardedLink
          href="/login/continue"
          button={current === 'continue' ? 'contained' : 'outlined'}
          current={current === 'continue'}
        >
          {t('login.continuePrevious')}
        </GuardedLink>
      </Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      {children}
      {/* Set apart by a rule as the brand bar is (a border, not a Divider: one MUI component fewer to load). */}
      <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography sx={{ mb: 1 }}>{t('login.paperForms')}</Typography>
        <GuardedLink href="/forms">{t('login.downloadForms')}</GuardedLink>
      </Box>
    </PageFrame>
  );
}
