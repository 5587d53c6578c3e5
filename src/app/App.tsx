import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { BrandBar } from './BrandBar.tsx';
import { RedirectIfLoggedIn, RequireLogin } from './guards.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useEndSessionAfterSuccess } from './end-session-after-success.ts';
import { loadTexts, type TextPart } from './i18n.ts';

/** The texts the account pages read, and those the other pages read (src/app/i18n.ts). */
const ACCOUNT_TEXTS: TextPart[] = ['account'];
const ALL_TEXTS: TextPart[] = ['account', 'pages'];

/** A page fetched when first shown: drawn once both its code and the texts it reads are there. */
const lazyPage = <Module, Props extends object>(
  code: () => Promise<Module>,
  texts: readonly TextPart[],
  pick: (module: Module) => ComponentType<Props>,
) => lazy(() => Promise.all([code(), loadTexts(texts)]).then(([module]) => ({ default: pick(module) })));

/** The wizard and its form engine load only once a person is in the application, keeping /login light. */
const ApplicationPage = lazyPage(
  () => import('./pages/ApplicationPage.tsx'),
  ALL_TEXTS,
  (module) => module.ApplicationPage,
);

/** Shown once, after submitting. */
const SuccessPage = lazyPage(
  () => import('./pages/SuccessPage.tsx'),
  ALL_TEXTS,
  (module) => module.SuccessPage,
);

/** The paper route has its own chunk (with the HTML sanitizer), loaded only by those who take it. */
const FormsPage = lazyPage(
  () => import('./pages/forms/FormsPage.tsx'),
  ALL_TEXTS,
  (module) => module.FormsPage,
);

/** Anyone checks a signed PDF here, without an account. */
const VerifyPage = lazyPage(
  () => import('./verify/VerifyPage.tsx'),
  ALL_TEXTS,
  (module) => module.VerifyPage,
);

/** Each account page has its own chunk (what they share is split out by the bundler), with the few texts they read. */
const accountPage = <Module,>(code: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  lazyPage(code, ACCOUNT_TEXTS, pick);
const RegisterPage = accountPage(
  () => import('./pages/account/RegisterPage.tsx'),
  (module) => module.RegisterPage,
);
const LoginPage = accountPage(
  () => import('./pages/account/LoginPage.tsx'),
  (module) => module.LoginPage,
);
const RecoverPage = accountPage(
  () => import('./pages/account/RecoverPage.tsx'),
  (module) => module.RecoverPage,
);
const CheckEmailPage = accountPage(
  () => import('./pages/account/CheckEmailPage.tsx'),
  (module) => module.CheckEmailPage,
);
const PasswordCheckEmailPage = accountPage(
  () => import('./pages/account/PasswordCheckEmailPage.tsx'),
  (module) => module.PasswordCheckEmailPage,
);
const SendVerificationPage = accountPage(
  () => import('./pages/account/SendVerificationPage.tsx'),
  (module) => module.SendVerificationPage,
);
const VerifyEmailPage = accountPage(
  () => import('./pages/account/VerifyEmailPage.tsx'),
  (module) => module.VerifyEmailPage,
);
const ResetPasswordPage = accountPage(
  () => import('./pages/account/ResetPasswordPage.tsx'),
  (module) => module.ResetPasswordPage,
);

/** A trade or bank reference's answer page: its own chunk, so the wizard's pages carry none of it. */
const ReferencePage = lazyPage(
  () => import('./reference/ReferencePage.tsx'),
  ALL_TEXTS,
  (module) => module.ReferencePage,
);

/** The signer's page of a signing request: its own chunk (with its texts), never part of the applicant's wizard. */
const SignPage = lazyPage(
  () => import('./signing/SignPage.tsx'),
  ALL_TEXTS,
  (module) => module.SignPage,
);

/** The credit department's console: its own chunk (and texts), loaded only under /staff. */
const StaffRoutes = lazyPage(
  () => import('./staff/StaffRoutes.tsx'),
  ALL_TEXTS,
  (module) => module.default,
);

/** Development only: removed from the production build with the branch that uses it. */
const FormsPreview = import.meta.env.DEV
  ? lazyPage(
      () => import('./dev/FormsPreview.tsx'),
      ALL_TEXTS,
      (module) => module.FormsPreview,
    )
  : null;

/** The applicant's routes, the credit department's console under /staff, and 404 for the rest. */
export function App() {
  const { t } = useTranslation();
  useEndSessionAfterSuccess();
  return (
    <>
      <SkipLink />
      <BrandBar />
      {/* A page is drawn when its code and form arrive: till then the footer stays below the first screen, so it is
          not seen jumping down (Lighthouse counted that as most of /login's layout shift). */}
      <Box sx={{ minHeight: '100vh' }}>
        <Suspense fallback={<CircularProgress aria-label={t('common.loading')} sx={{ m: 4 }} />}>
          <Switch>
            <Route path="/">
              <RequireLogin>
                <ApplicationPage />
              </RequireLogin>
            </Route>
            <Route path="/apply/:step">
              {(params) => (
                <RequireLogin>
                  <ApplicationPage stepPath={params.step} />
                </RequireLogin>
              )}
            </Route>
            <Route path="/success">
              <RequireLogin>
                <SuccessPage />
              </RequireLogin>
            </Route>
            <Route path="/login">
              <RedirectIfLoggedIn>
                <RegisterPage />
              </RedirectIfLoggedIn>
            </Route>
            <Route path="/login/continue">
              <RedirectIfLoggedIn>
                <LoginPage />
              </RedirectIfLoggedIn>
            </Route>
            <Route path="/login/recover">
              <RedirectIfLoggedIn>
                <RecoverPage />
              </RedirectIfLoggedIn>
            </Route>
            <Route path="/check-email">
              <CheckEmailPage />
            </Route>
            <Route path="/password-check-email">
              <PasswordCheckEmailPage />
            </Route>
            <Route path="/send-verification">
              <SendVerificationPage />
            </Route>
            <Route path="/verify-email">
              <VerifyEmailPage />
            </Route>
            <Route path="/reset-password">
              <ResetPasswordPage />
            </Route>
            <Route path="/forms">
              <FormsPage />
            </Route>
            <Route path="/verify">
              <VerifyPage />
            </Route>
            <Route path="/reference">
              <ReferencePage />
            </Route>
            <Route path="/sign">
              <SignPage />
            </Route>
            <Route path="/staff" nest>
              <StaffRoutes />
            </Route>
            {FormsPreview && (
              <Route path="/dev/forms">
                <FormsPreview />
              </Route>
            )}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </Box>
      <SiteFooter />
    </>
  );
}
