import type { SigningRequestView } from '../../shared/signing.ts';
import { api } from '../api/client.ts';

/** The sender's side of signing requests, for the submit step (the signer's page has its own: ./signer-api.ts). */

export const listSigningRequests = async () =>
  (await api<{ items: SigningRequestView[] }>('GET', '/v1/signing-requests')).items;

export const sendSigningRequest = (applicantId: string) =>
  api<SigningRequestView>('POST', '/v1/signing-requests', { applicantId });

export const revokeSigningRequest = (id: string) => api('DELETE', `/v1/signing-requests/${encodeURIComponent(id)}`);
