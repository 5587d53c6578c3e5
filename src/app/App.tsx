import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { BrandBar } from './BrandBar.tsx';
import { RedirectIfLoggedIn, RequireLogin } from './guards.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PendingPage } from './pages/PendingPage.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/** The wizard and its form engine load only once a person is in the application, keeping /login light. */
const ApplicationPage = lazy(() => import('./pages/ApplicationPage.tsx').then((module) => ({ default: module.ApplicationPage })));

/** Development only: removed from the production build with the branch that uses it. */
const FormsPreview = import.meta.env.DEV ? lazy(() => import('./dev/FormsPreview.tsx').then((module) => ({ default: module.FormsPreview }))) : null;

/** The routes of CONTRACT.md section 2. */
export function App() {
  return (
    <>
      <BrandBar />
      <Suspense fallback={<CircularProgress sx={{ m: 4 }} />}>
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
            <PendingPage title="common.appName" />
          </RequireLogin>
        </Route>
        <Route path="/login">
          <RedirectIfLoggedIn>
            <LoginPage mode="register" />
          </RedirectIfLoggedIn>
        </Route>
        <Route path="/login/continue">
          <RedirectIfLoggedIn>
            <LoginPage mode="continue" />
          </RedirectIfLoggedIn>
        </Route>
        <Route path="/login/recover">
          <RedirectIfLoggedIn>
            <LoginPage mode="recover" />
          </RedirectIfLoggedIn>
        </Route>
        {['/verify-email', '/check-email', '/password-check-email', '/send-verification', '/reset-password', '/forms'].map((path) => (
          <Route key={path} path={path}>
            <PendingPage title="common.appName" />
          </Route>
        ))}
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
      <SiteFooter />
    </>
  );
}
