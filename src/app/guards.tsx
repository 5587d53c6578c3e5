import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useLoggedIn } from './session.ts';

/** Pages of the application need a login; without one the person goes to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  return useLoggedIn() ? <>{children}</> : <Redirect to="/login" replace />;
}

/** The login pages send a person already logged in to the application. */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  return useLoggedIn() ? <Redirect to="/" replace /> : <>{children}</>;
}
