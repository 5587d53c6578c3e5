import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { formatDateTime } from '../format.ts';
import { Facts, Panel } from './Panel.tsx';

/**
 * The signing requests of the application (contract section 9): for each, the signer, its status and the evidence
 * the certificate of completion prints: when it was sent, opened and signed, the identity check and its failed
 * attempts, the consent to sign electronically, the personal guaranty, and the address and browser it was signed from.
 * Shown only when a request was sent.
 */
export function SigningPanel({ application }: { application: StaffApplication }) {
  const { t, i18n } = useTranslation();
  const requests = application.signingRequests ?? [];
  if (!requests.length) return null;
  const when = (time: string | null) => (time ? formatDateTime(time, i18n.language) : '');
  return (
    <Panel title="staffSigning.title">
      {requests.map((request) => (
        <section key={request.id} aria-label={`${request.name}: ${t(`staffSigning.status.${request.status}`)}`}>
          <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
            {request.name} – {t(`staffSigning.status.${request.status}`)}
          </Typography>
          <Facts
            rows={[
              [t('staffSigning.sentAt'), when(request.sentAt)],
              [t('staffSigning.remindersSent'), String(request.remindersSent)],
              [t('staffSigning.openedAt'), when(request.openedAt)],
              [
                t('staffSigning.identity'),
                request.identityVerifiedAt
                  ? t('staffSigning.identityVerified', { at: when(request.identityVerifiedAt) })
                  : t('staffSigning.identityNotYet'),
              ],
              [t('staffSigning.identityFailures'), String(request.identityFailures)],
              [t('staffSigning.consentedAt'), when(request.consentedAt)],
              [t('staffSigning.signedAt'), when(request.signedAt)],
              [
                t('staffSigning.personalGuarantee'),
                request.personalGuaranteeAgreed === null ? '' : t(`enums.yesNo.${request.personalGuaranteeAgreed}`),
              ],
              [t('staffSigning.ip'), request.ip ?? ''],
              [t('staffSigning.userAgent'), request.userAgent ?? ''],
              [t('staffSigning.expiresAt'), request.signedAt ? '' : when(request.expiresAt)],
            ]}
          />
        </section>
      ))}
    </Panel>
  );
}
