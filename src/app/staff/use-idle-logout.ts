import { useEffect } from 'react';
import { lastStaffActivity } from './api/staff-api.ts';
import { staffSession } from './api/staff-session.ts';

/** The server ends a staff session after this long without a call; the page ends it at the same moment. */
const STAFF_IDLE_MS = 30 * 60 * 1000;
const CHECK_EVERY_MS = 15 * 1000;

/**
 * Ends the staff session once it has been idle as long as the server allows, so that the person sees the login
 * with the reason at once instead of a failure on their next click.
 */
export function useIdleLogout(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastStaffActivity() >= STAFF_IDLE_MS) staffSession.end('idle');
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
