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
import { ACCOUNT_TEXTS, ALL_TEXTS, lazyPage } from './lazy-page.ts';

/**
 * The wizard and its form engine load only once a person is in the application, keeping /login light; the
 * application's data is fetched alongside them, not after they arrived (./application/credit-app.ts).
 */
const ApplicationPage = lazyPage(
  () => {
    // Once the first frame is painted: asked for before it, the data would compete with what that paint needs (and
    // Lighthouse counts a request of high priority started before the first paint as one that paint waits for).
    requestAnimationFrame(() =>
      setTimeout(() => void import('./application/credit-app.ts').then((module) => module.startLoadingApplication())),
    );
    return import('./pages/ApplicationPage.tsx');
  },
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

/**
 * The pages reached from a link without an account (/verify, /reference, /sign): their routes come with the first of
 * them (./link-pages.tsx), so that the entry every page loads carries one route for the three (matched as wouter
 * matches "/verify": whole, any case, with or without a last slash).
 */
const LINK_PAGE_PATHS = /^\/(?:verify|reference|sign)\/?$/i;
const LinkPages = lazy(() => import('./link-pages.tsx'));

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
            <Route path={LINK_PAGE_PATHS}>
              <LinkPages />
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
