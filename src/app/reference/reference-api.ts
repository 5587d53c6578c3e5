import { api } from '../api/client.ts';

/** What `GET /api/v1/reference/{token}` tells a reference: whom it is about, what was asked, which form to answer. */
export interface ReferenceRequest {
  kind: 'trade' | 'bank';
  /** The answer form of `schemas/` (`reference/trade`). */
  form: string;
  language: string;
  companyName: string;
  referenceName: string;
  contact: string;
  asked: { paymentOption: string | null; creditLimit: number | null };
  expiresAt: string;
}

const path = (token: string) => `/v1/reference/${encodeURIComponent(token)}`;

/** Opens the request of a link (the server records the opening); rejects with a 404 `ApiError` for a dead link. */
export const openReference = (token: string) => api<ReferenceRequest>('GET', path(token));

/** Sends the answer, validated by the server with the same form; or declines to provide one. */
export const answerReference = (token: string, answer: unknown) => api('PUT', path(token), answer);
export const declineReference = (token: string) => api('PUT', path(token), { declined: true });
