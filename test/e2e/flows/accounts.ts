import type { Page } from 'playwright-core';
import { linkIn } from '../../../scripts/lib/mail-catcher.ts';
import type { Inbox } from '../shared-product.ts';

/** The labels of the account forms in one language. */
export interface AccountTexts {
  email: string;
  password: string;
  question: string;
  answer: string;
  createAccount: string;
  logIn: string;
}
export const ENGLISH: AccountTexts = {
  email: 'Email',
  password: 'Password',
  question: 'Security Question',
  answer: 'Security Answer',
  createAccount: 'Create An Account',
  logIn: 'Log In',
};
export const SPANISH: AccountTexts = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  question: 'Pregunta de seguridad',
  answer: 'Respuesta de seguridad',
  createAccount: 'Crear una cuenta',
  logIn: 'Iniciar sesión',
};

/** What a person types into the register form; `question` is the text of the chosen recovery question. */
export interface Registration {
  email: string;
  password: string;
  question: string;
  answer: string;
}

/** Fills the register form as a person would: typing, and choosing the question from the platform's list. */
export async function fillRegistration(page: Page, texts: AccountTexts, values: Registration): Promise<void> {
  await page.getByRole('textbox', { name: texts.email }).fill(values.email);
  await page.getByLabel(texts.password, { exact: false }).first().fill(values.password);
  await page.getByRole('combobox', { name: texts.question }).selectOption({ label: values.question });
  await page.getByRole('textbox', { name: texts.answer }).fill(values.answer);
}

/** Types the email and password into the login form and presses Log In. */
export async function logInWith(
  page: Page,
  email: string,
  password: string,
  texts: AccountTexts = ENGLISH,
): Promise<void> {
  await page.getByRole('textbox', { name: texts.email }).fill(email);
  await page.getByLabel(texts.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: texts.logIn }).click();
}

/**
 * A new account made the way a person makes one: the register form of /login, the link of the verification email
 * `mail` received, then the login form, ending on the first step of the application.
 */
export async function registerVerifyAndLogIn(
  page: Page,
  mail: Inbox,
  baseUrl: string,
  values: Registration,
): Promise<void> {
  await page.goto('/login');
  await fillRegistration(page, ENGLISH, values);
  await page.getByRole('button', { name: ENGLISH.createAccount }).click();
  await page.waitForURL('**/check-email?email=*');
  await page.goto(linkIn(await mail.next(values.email), `${baseUrl}/verify-email?ac=`));
  await page.waitForURL('**/login/continue?emailVerified=true');
  await logInWith(page, values.email, values.password);
  await page.waitForURL('**/apply/**');
}
