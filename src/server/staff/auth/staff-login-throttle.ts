import { hashEmail } from '../../accounts/opaque-tokens.ts';
import { ProblemError } from '../../errors/problem.ts';
import type { StaffAccountRepository } from '../repositories/staff-accounts.ts';

/** Login attempts per email and client address in a 15-minute window, counted before any hashing; the next is 429. */
const MAX_LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The staff login throttle. Attempts are counted per email *and* client address (an IPv6 client with its /64, as the
 * rate limits count it): a stranger failing six times locks out only the stranger's own tries at that email, and
 * the member still signs in from their own address. Guessing from many addresses gains little: each address is
 * also held to the staff login route's rate limit (abuse/rate-limit-rules.ts), and a wrong password and a wrong
 * code answer the same 401, so no guess of the password alone can be confirmed without the current code too.
 */
export function createStaffLoginThrottle(accounts: StaffAccountRepository) {
  const keyOf = (normalizedEmail: string, client: string) => hashEmail(`staff:${normalizedEmail}\n${client}`);
  return {
    /** Counts an attempt of `client` at `normalizedEmail`; throws 429 once the window's attempts are used up. */
    async attempt(normalizedEmail: string, client: string): Promise<void> {
      const windowEnds = Math.ceil((Date.now() + 1) / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS;
      const attempts = await accounts.countAttempt(keyOf(normalizedEmail, client), new Date(windowEnds).toISOString());
      if (attempts <= MAX_LOGIN_ATTEMPTS) return;
      const seconds = Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000));
      throw new ProblemError(429, 'STAFF_TOO_MANY_LOGIN_ATTEMPTS', {
        headers: { 'retry-after': String(seconds) },
        values: { minutes: Math.ceil(seconds / 60) },
      });
    },

    /** After a successful login the count of this email from this address starts again. */
    clear: (normalizedEmail: string, client: string) => accounts.clearAttempts(keyOf(normalizedEmail, client)),
  };
}
