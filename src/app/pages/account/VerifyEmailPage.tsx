import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../use-document-title.ts';
import { PageFrame } from '../PageFrame.tsx';
import { verifyEmail } from './account-api.ts';
import { useQueryParams } from './query-params.ts';

/**
 * One verification per token for the life of the page: the link is single-use, so a second call (React's
 * development double effect, a re-render) would fail and wrongly report an error.
 */
const verifications = new Map<string, Promise<boolean>>();

function verifyOnce(token: string): Promise<boolean> {
  if (!verifications.has(token))
    verifications.set(
      token,
      verifyEmail(token).then(
        () => true,
        () => false,
      ),
    );
  return verifications.get(token)!;
}

/**
 * `/verify-email?ac=TOKEN`: 'Authenticating token, please wait...', then the login page with the notice that
 * the address is verified, or that verifying failed (expired, used or forged link) with the way to a new one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = useQueryParams().get('ac') ?? '';
  useDocumentTitle('login.verifyTitle');

  useEffect(() => {
    let current = true;
    void (token ? verifyOnce(token) : Promise.resolve(false)).then((verified) => {
      if (current)
        navigate(`/login/continue?${verified ? 'emailVerified=true' : 'emailVerificationError=true'}`, {
          replace: true,
        });
    });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <PageFrame>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('login.verifyTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('auth.authenticating')}</Typography>
      </Box>
    </PageFrame>
  );
}
