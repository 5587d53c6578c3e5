import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSigningOpen, type SigningRequestView } from '../../shared/signing.ts';
import { ApiError } from '../api/api-error.ts';
import { revokeSigningRequest, sendSigningRequest } from './signing-api.ts';

/** An applicant as the submit step knows them. */
interface PanelApplicant {
  id: string;
  name: string;
}

/** The latest request of each applicant (the list comes newest first). */
export function latestRequests(requests: readonly SigningRequestView[]): Map<string, SigningRequestView> {
  const latest = new Map<string, SigningRequestView>();
  for (const request of requests) if (!latest.has(request.applicantId)) latest.set(request.applicantId, request);
  return latest;
}

/** Whether an applicant signs elsewhere: their latest request is out or signed, so the screen draws no pad for them. */
export const signsElsewhere = (request: SigningRequestView | undefined) =>
  request !== undefined && (isSigningOpen(request.status) || request.status === 'SIGNED');

export interface SigningRequestsPanelProps {
  /** The applicants who may sign from their own device (all but the person filling in). */
  applicants: readonly PanelApplicant[];
  requests: readonly SigningRequestView[];
  /** Called after a request was sent or revoked, to read the list again. */
  onChange(): Promise<void>;
}

/**
 * The submit step's list of co-owners who may sign from their own device: each one's signing status, and Send (or
 * Resend) and Revoke. A sent request replaces the earlier one on the server; a revoked one lets them sign on this
 * screen again. What happened is announced.
 */
export function SigningRequestsPanel({ applicants, requests, onChange }: SigningRequestsPanelProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | undefined>();
  const latest = latestRequests(requests);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      await onChange();
      setNotice({ severity: 'success', text: done });
    } catch (error) {
      setNotice({ severity: 'error', text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="signing-requests-title" sx={{ mb: 3 }}>
      <Typography id="signing-requests-title" component="h2" variant="h6" gutterBottom>
        {t('signingRequests.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('signingRequests.intro')}
      </Typography>
      <Stack spacing={2}>
        {applicants.map(({ id, name }) => {
          const request = latest.get(id);
          const open = request !== undefined && isSigningOpen(request.status);
          return (
            <Box key={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ flex: '1 1 12rem' }}>
                <strong>{name}</strong>
                {' – '}
                {t(`signingRequests.status.${request?.status ?? 'NONE'}`)}
              </Typography>
              {request?.status !== 'SIGNED' && (
                <Button
                  variant="outlined"
                  disabled={busy}
                  onClick={() => void act(() => sendSigningRequest(id), t('signingRequests.sent', { name }))}
                >
                  {t(open ? 'signingRequests.resend' : 'signingRequests.send', { name })}
                </Button>
              )}
              {open && (
                <Button
                  disabled={busy}
                  onClick={() =>
                    void act(() => revokeSigningRequest(request.id), t('signingRequests.revokedNotice', { name }))
                  }
                >
                  {t('signingRequests.revoke', { name })}
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
      </Box>
    </Box>
  );
}
