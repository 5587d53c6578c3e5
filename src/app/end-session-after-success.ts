import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { session } from './session.ts';
import { forgetSubmission } from './submission/submitted-id.ts';

function endSession(): void {
  forgetSubmission();
  session.logOut();
}

/**
 * Once an application is submitted, its session ends with the confirmation page: leaving `/success` for any
 * other page of the app, or closing (or leaving) the browser tab while on it, logs the person out.
 */
export function useEndSessionAfterSuccess(): void {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === '/success' && location !== '/success') endSession();
    previous.current = location;
    if (location !== '/success') return undefined;
    window.addEventListener('pagehide', endSession);
    return () => window.removeEventListener('pagehide', endSession);
  }, [location]);
}
