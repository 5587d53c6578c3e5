import { describe, expect, it } from 'vitest';
import { linkIn } from '../../scripts/lib/mail-catcher.ts';
import { ENGLISH, fillRegistration, logInWith, SPANISH } from './flows/accounts.ts';
import { toast } from './flows/controls.ts';
import { eventually, useProduct } from './harness.ts';

const product = useProduct();

/** What the server answers to a refresh with `token`, asked directly (as another holder of the token would). */
async function refreshStatus(token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=e2e', 'x-xsrf-token': 'e2e' };
  return (await fetch(`${product.url}/api/v1/auth/refresh`, { method: 'POST', headers })).status;
}

describe('accounts in a real browser', { timeout: 90_000 }, () => {
  it(
    'takes a new applicant from registration through verification, login, logout and a password reset, in ' + 'English',
    async () => {
      const email = 'ann.browser@example.com';
      const page = await product.newPage({ locale: 'en-US' });

      // Register.
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Start New Online Application' }).waitFor();
      await page.getByRole('button', { name: 'Create An Account' }).click();
      await page.getByText('Email is required.').waitFor();
      await fillRegistration(page, ENGLISH, {
        email,
        password: 'Password1!',
        question: 'What was your first car?',
        answer: 'Herbie',
      });
      await page.getByRole('button', { name: 'Create An Account' }).click();
      await page.getByText('This password is one of the most common ones', { exact: false }).waitFor();
      await toast(page, 'Error registering. Please try again.').waitFor();
      await page.getByLabel('Password', { exact: false }).first().fill('Gr33n-Tractor!');
      await page.getByRole('button', { name: 'Create An Account' }).click();

      // Check your email; resending at once is too soon.
      await page.waitForURL('**/check-email?email=*');
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText(`We sent a verification email to ${email}.`, { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await toast(page, 'Please wait 2 minutes before attempting another email verification.').waitFor();

      // Logging in before verifying warns, with the way to a new email.
      await page.goto('/login/continue');
      await logInWith(page, email, 'Gr33n-Tractor!');
      await page.getByText('error verifying email').waitFor();
      await page.getByRole('button', { name: 'Resend verification email' }).waitFor();

      // The link of the email verifies the address, once.
      const verification = await product.mail.next(email);
      expect(verification.subject).toMatch(/^Verify your email address/);
      const verifyLink = linkIn(verification, `${product.url}/verify-email?ac=`);
      await page.goto(verifyLink);
      await page.waitForURL('**/login/continue?emailVerified=true');
      await page.getByText('E-mail address verified. Please login with your username and password.').waitFor();
      await page.goto(verifyLink);
      await page.waitForURL('**/login/continue?emailVerificationError=true');
      await page.getByText('Error verifying email.').waitFor();

      // A wrong password, then the right one.
      await logInWith(page, email, 'Wrong-Pass-1');
      await toast(page, 'Incorrect username and/or password.').waitFor();
      await page.getByText('Username or password incorrect. Please try again.').waitFor();
      await logInWith(page, email, 'Gr33n-Tractor!');
      await page.waitForURL('**/apply/**');
      await eventually(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toEqual({
        email,
      });
      expect(
        await page.evaluate(() =>
          Boolean(localStorage.getItem('access_token') && localStorage.getItem('refresh_token')),
        ),
      ).toBe(true);

      // An access token the server refuses is refreshed once, and the refresh token rotates.
      const tokensBefore = await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
      ]);
      await page.evaluate(() => localStorage.setItem('access_token', 'expired.or.forged'));
      await page.reload();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      const tokensAfter = await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
      ]);
      expect(tokensAfter[0]).not.toBe('expired.or.forged');
      expect(tokensAfter[1]).not.toBe(tokensBefore[1]);

      // A logged-in person visiting /login goes to the application; logging out clears the session.
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname.startsWith('/apply/'));
      const refreshTokenAtLogout = await page.evaluate(() => localStorage.getItem('refresh_token'));
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
      expect(
        await page.evaluate(() => [
          localStorage.getItem('user'),
          localStorage.getItem('access_token'),
          localStorage.getItem('refresh_token'),
        ]),
      ).toEqual([null, null, null]);
      // The server was told too: the refresh token of that session no longer works.
      await eventually(() => refreshStatus(refreshTokenAtLogout!)).toBe(401);

      // Leaving a login form with something typed asks first.
      await page.goto('/login/continue');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.getByRole('dialog', { name: 'Unsaved Changes' }).waitFor();
      await page.getByRole('button', { name: 'Stay Here' }).click();
      expect(new URL(page.url()).pathname).toBe('/login/continue');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.getByRole('button', { name: 'Leave This Page' }).click();
      await page.waitForURL('**/login/recover');

      // Recover: the reset email's link shows the account's question and takes the answer and the new password twice.
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page.waitForURL('**/password-check-email');
      const resetLink = linkIn(await product.mail.next(email), `${product.url}/reset-password?ac=`);
      await page.goto(resetLink);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      const question = page.getByRole('combobox', { name: 'Security Question' }).locator('option:checked');
      await eventually(() => question.textContent()).toBe('What was your first car?');
      await page.getByRole('textbox', { name: 'Security Answer' }).fill('KITT');
      await page.getByLabel('New Password', { exact: false }).first().fill('Blue-Pickup-77');
      await page.getByLabel('Confirm New Password', { exact: false }).fill('Blue-Pickup-78');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('The passwords do not match.').waitFor();
      await page.getByLabel('Confirm New Password', { exact: false }).fill('Blue-Pickup-77');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('This answer does not match the one given when the account was created.').first().waitFor();
      await page.getByRole('textbox', { name: 'Security Answer' }).fill('  herbie ');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL('**/login/continue?passwordReset=true');
      await page.getByText('Password reset. Please login with new password.').waitFor();

      // The old password no longer works; the new one does.
      await logInWith(page, email, 'Gr33n-Tractor!');
      await toast(page, 'Incorrect username and/or password.').waitFor();
      await logInWith(page, email, 'Blue-Pickup-77');
      await page.waitForURL('**/apply/**');

      // A refresh the server refuses (the old token of the family was replayed) logs out.
      const stolen = await page.evaluate(() => localStorage.getItem('refresh_token'));
      await page.evaluate(() => localStorage.setItem('access_token', 'expired.or.forged'));
      await page.reload();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await page.evaluate((token) => {
        localStorage.setItem('access_token', 'expired.or.forged');
        localStorage.setItem('refresh_token', token ?? '');
      }, stolen);
      await page.reload();
      await page.waitForURL('**/login');
      await eventually(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();

      // The spent link now says so instead of showing the form.
      await page.goto(resetLink);
      await page.getByText('This password reset link expired or was already used.').waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    },
    120_000,
  );

  it('registers and verifies a new applicant in Spanish, with the messages and the email in Spanish', async () => {
    const email = 'beatriz.navegador@example.com';
    const page = await product.newPage({ locale: 'es-MX' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar una nueva solicitud en línea' }).waitFor();
    await page.getByRole('textbox', { name: SPANISH.email }).fill('beatriz');
    await page.getByRole('textbox', { name: SPANISH.answer }).focus();
    await page.getByText('El campo Correo electrónico no es válido.', { exact: false }).waitFor();
    await fillRegistration(page, SPANISH, {
      email,
      password: 'corto',
      question: '¿Cuál fue su primer auto?',
      answer: 'El Santo',
    });
    await page.getByRole('button', { name: 'Crear una cuenta' }).click();
    await page.getByText('Debe tener de 8 a 20 caracteres', { exact: false }).waitFor();
    await page.getByLabel(SPANISH.password, { exact: false }).first().fill('Qwerty123!');
    await page.getByRole('button', { name: 'Crear una cuenta' }).click();
    await page.getByText('Esta contraseña es de las más comunes', { exact: false }).waitFor();
    await page.getByLabel(SPANISH.password, { exact: false }).first().fill('Verde-Tractor-9');
    await page.getByRole('button', { name: 'Crear una cuenta' }).click();

    await page.waitForURL('**/check-email?email=*');
    await page.getByRole('heading', { name: 'Revise su correo electrónico' }).waitFor();
    const verification = await product.mail.next(email);
    expect(verification.subject).toMatch(/^Verifique su correo electrónico/);
    expect(verification.text).toContain('Verificar mi correo electrónico');
    await page.goto(linkIn(verification, `${product.url}/verify-email?ac=`));
    await page.waitForURL('**/login/continue?emailVerified=true');
    await page.getByText('Correo electrónico verificado. Inicie sesión con su usuario y contraseña.').waitFor();
  });

  it('shows the error state, not a blank page, for a forged verification link', async () => {
    const page = await product.newPage({ locale: 'en-US' });
    await page.goto('/verify-email?ac=forged-token');
    await page.waitForURL('**/login/continue?emailVerificationError=true');
    await page.getByText('Error verifying email.').waitFor();
    await page.getByRole('link', { name: 'Resend verification email' }).click();
    await page.waitForURL('**/send-verification');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL('**/check-email?email=nobody%40example.com');
    await toast(page, 'email resent').waitFor();
  });
});
