import { Secret, TOTP } from 'otpauth';
import type { RunningProduct } from '../harness.ts';
import { addStaffWithCommand } from './staff.ts';

/** What another member's browser would send: a call of the staff API from a page of the product, with its cookie. */
async function staffCall(
  page: Awaited<ReturnType<RunningProduct['newPage']>>,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ path, body, token }) => {
      const xsrf = decodeURIComponent(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/api/v1/staff${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': xsrf,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { path, body, token },
  );
}

/**
 * Another manager, made by the command, who sets a password, logs in and decides on the application through the API
 * (as their own console would), while the test's manager still has it open: the race a 409 answers.
 */
export async function decideAsAnotherManager(
  product: RunningProduct,
  { email, name }: { email: string; name: string },
  applicationId: string,
  decision: Record<string, unknown>,
): Promise<void> {
  const link = new URL(await addStaffWithCommand(product, email, 'manager', name));
  const page = await product.newPage({ locale: 'en-US' });
  try {
    await page.goto('/staff/login');
    const password = 'Second-Manager-42!';
    const set = await staffCall(page, `/auth/set-password${link.search.replace('?ac=', '?token=')}`, { password });
    if (set.status !== 200) throw new Error(`set-password answered ${set.status}`);
    const otp = TOTP.generate({ secret: Secret.fromBase32(String(set.body.totpSecret)) });
    const login = await staffCall(page, '/auth/login', { email, password, otp });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const path = `/applications/${applicationId}/decision`;
    const decided = await staffCall(page, path, decision, String(login.body.access_token));
    if (decided.status !== 200) throw new Error(`the decision answered ${decided.status}`);
  } finally {
    await page.context().close();
  }
}
