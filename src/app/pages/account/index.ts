/** The anonymous account pages, loaded together as one chunk (they share the form engine with the wizard). */
export { CheckEmailPage } from './CheckEmailPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { PasswordCheckEmailPage } from './PasswordCheckEmailPage.tsx';
export { RecoverPage } from './RecoverPage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { SendVerificationPage } from './SendVerificationPage.tsx';
export { VerifyEmailPage } from './VerifyEmailPage.tsx';
