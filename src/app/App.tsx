import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { BrandBar } from './BrandBar.tsx';
import { RedirectIfLoggedIn, RequireLogin } from './guards.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useEndSessionAfterSuccess } from './end-session-after-success.ts';
import type * as AccountPages from './pages/account/index.ts';

/** The wizard and its form engine load only once a person is in the application, keeping /login light. */
const ApplicationPage = lazy(() =>
  import('./pages/ApplicationPage.tsx').then((module) => ({ default: module.ApplicationPage })),
);

/** Shown once, after submitting. */
const SuccessPage = lazy(() => import('./pages/SuccessPage.tsx').then((module) => ({ default: module.SuccessPage })));

/** The paper route has its own chunk (with the HTML sanitizer), loaded only by those who take it. */
const FormsPage = lazy(() => import('./pages/forms/FormsPage.tsx').then((module) => ({ default: module.FormsPage })));

/** An account page, from the one chunk they share. */
const accountPage = (name: keyof typeof AccountPages) =>
  lazy(() => import('./pages/account/index.ts').then((module) => ({ default: module[name] })));
const RegisterPage = accountPage('RegisterPage');
const LoginPage = accountPage('LoginPage');
const RecoverPage = accountPage('RecoverPage');
const CheckEmailPage = accountPage('CheckEmailPage');
const PasswordCheckEmailPage = accountPage('PasswordCheckEmailPage');
const SendVerificationPage = accountPage('SendVerificationPage');
const VerifyEmailPage = accountPage('VerifyEmailPage');
const ResetPasswordPage = accountPage('ResetPasswordPage');

/** The credit department's console: its own chunk (and texts), loaded only under /staff. */
const StaffRoutes = lazy(() => import('./staff/StaffRoutes.tsx'));

/** Development only: removed from the production build with the branch that uses it. */
const FormsPreview = import.meta.env.DEV
  ? lazy(() => import('./dev/FormsPreview.tsx').then((module) => ({ default: module.FormsPreview })))
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
