import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logInStaff, type TotpEnrolment } from '../api/staff-auth.ts';

/** The account an `otpauth://totp/Issuer:account?…` URL names (its label), to start the email field with. */
function accountOf(otpauthUrl: string): string {
  try {
    const label = decodeURIComponent(new URL(otpauthUrl).pathname.replace(/^\/+/, ''));
    return label.slice(label.indexOf(':') + 1);
  } catch {
    return '';
  }
}

/**
 * The authenticator enrolment after setting the password: the `otpauth://` URL as a QR code to scan, the secret as
 * text to type in instead, and the first code, which proves the app was set up right by logging in with it.
 */
export function TotpEnrolmentForm({ password, enrolment }: { password: string; enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [qrCode, setQrCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    QRCode.toDataURL(enrolment.otpauthUrl, { margin: 2, width: 224 }).then(setQrCode, () => setQrCode(null));
  }, [enrolment.otpauthUrl]);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setFailed(false);
    try {
      await logInStaff(String(fields.get('email')), password, String(fields.get('otp')));
      navigate('/', { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('staffConsole.enrol.intro')}</Typography>
      {qrCode && (
        <Box component="img" src={qrCode} alt={t('staffConsole.enrol.qrAlt')} sx={{ width: 224, height: 224, mb: 2 }} />
      )}
      <Typography sx={{ mb: 1 }}>{t('staffConsole.enrol.secretIntro')}</Typography>
      <Typography
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere', mb: 3 }}
      >
        {enrolment.totpSecret}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('staffConsole.enrol.failed')}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={(event) => void confirm(event)}>
        <TextField
          name="email"
          type="email"
          label={t('staffConsole.login.email')}
          defaultValue={accountOf(enrolment.otpauthUrl)}
          autoComplete="username"
          required
        />
        <TextField
          name="otp"
          label={t('staffConsole.enrol.code')}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" size="large">
          {t('staffConsole.enrol.submit')}
        </Button>
      </Stack>
    </>
  );
}
