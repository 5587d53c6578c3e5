import { inject } from 'vitest';
import type { MailCatcher } from '../../scripts/lib/mail-catcher.ts';
import type { ProductAddress } from './product-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback address of the service that hands out the browser group's shared product and Chromium. */
    sharedProductService: string;
  }
}

/** The inbox of a product's emails as a test reads it: the next email to an address. */
export type Inbox = Pick<MailCatcher, 'next'>;

async function ask(path: string): Promise<Response> {
  const response = await fetch(`${inject('sharedProductService')}${path}`);
  if (!response.ok) throw new Error(await response.text());
  return response;
}

/** The shared product's address, once it answers its health check (it may still be starting). */
export async function sharedProduct(): Promise<ProductAddress> {
  return (await ask('/product')).json() as Promise<ProductAddress>;
}

/** The endpoint of the browser group's one Chromium, for Playwright's `connect` (it may still be starting). */
export async function sharedBrowserEndpoint(): Promise<string> {
  return (await ask('/browser')).json() as Promise<string>;
}

/** The shared product's emails, as its mail catcher in the global setup's process receives them. */
export const sharedInbox: Inbox = {
  async next(to, timeoutMs = 10_000) {
    return (await ask(`/mail?${new URLSearchParams({ to, timeoutMs: String(timeoutMs) })}`)).json();
  },
};
