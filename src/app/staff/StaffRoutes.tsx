import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { STAFF_OIDC_COMPLETION_PATH } from '../../shared/staff/oidc.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AdminPage } from './admin/AdminPage.tsx';
import { staffMay, useStaffLoggedIn } from './api/staff-session.ts';
import { AuditTrailPage } from './audit/AuditTrailPage.tsx';
import { ApplicationDetailPage } from './application/ApplicationDetailPage.tsx';
import { OidcCompletionPage } from './oidc/OidcCompletionPage.tsx';
import { StaffLoginPage } from './pages/StaffLoginPage.tsx';
import { SetPasswordPage } from './pages/SetPasswordPage.tsx';
import { QueuePage } from './queue/QueuePage.tsx';
import { StaffFrame } from './StaffFrame.tsx';
import './staff-locales.ts';

/** The console's pages need a staff login; without one (or once it ended) the staff login shows. */
function RequireStaff({ children }: { children: ReactNode }) {
  return useStaffLoggedIn() ? <StaffFrame>{children}</StaffFrame> : <Redirect to="/login" replace />;
}

/**
 * The credit department's console under `/staff`, loaded as its own chunk only when a path under `/staff` is
 * opened: `/staff/login`, `/staff/set-password?ac=`, `/staff/oidc` (the end of a sign-in through the company's
 * provider), the queue at `/staff`, one application, the admin page and the whole audit trail.
 */
export default function StaffRoutes() {
  const loggedIn = useStaffLoggedIn();
  return (
    <Switch>
      <Route path="/login">{loggedIn ? <Redirect to="/" replace /> : <StaffLoginPage />}</Route>
      <Route path="/set-password">
        <SetPasswordPage />
      </Route>
      <Route path={STAFF_OIDC_COMPLETION_PATH}>
        <OidcCompletionPage />
      </Route>
      <Route path="/">
        <RequireStaff>
          <QueuePage />
        </RequireStaff>
      </Route>
      <Route path="/applications/:id">
        {(params) => (
          <RequireStaff>
            <ApplicationDetailPage applicationId={params.id} />
          </RequireStaff>
        )}
      </Route>
      <Route path="/admin">
        <RequireStaff>{staffMay('manageStaff') ? <AdminPage /> : <Redirect to="/" replace />}</RequireStaff>
      </Route>
      <Route path="/audit">
        <RequireStaff>{staffMay('readWholeTrail') ? <AuditTrailPage /> : <Redirect to="/" replace />}</RequireStaff>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
