import { useSyncExternalStore } from 'react';
import { mayDo, type StaffPermission, type StaffRole } from '../../../shared/staff/roles.ts';

/**
 * The staff session, kept apart from the applicant's (other storage keys): a staff token never reaches an
 * applicant call and the reverse, and logging out of one leaves the other alone.
 */
const KEYS = { member: 'staff_member', access: 'staff_access_token', refresh: 'staff_refresh_token' } as const;

/** Who is logged in, as `GET /api/v1/staff/me` answers. */
export interface StaffMember {
  id: string;
  email: string;
  /** The display name; absent in a session stored before names (migration 0018). */
  name?: string;
  role: StaffRole;
}

/** Why the last session ended, for the login page to say. */
export type SessionEnd = 'idle' | 'expired' | null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let lastEnd: SessionEnd = null;

function readMember(): StaffMember | null {
  try {
    return JSON.parse(localStorage.getItem(KEYS.member) ?? 'null') as StaffMember | null;
  } catch {
    return null;
  }
}

export const staffSession = {
  /** Who is logged in; what the role allows is decided again by the server on every call. */
  get member(): StaffMember | null {
    return readMember();
  },
  get accessToken(): string | null {
    return localStorage.getItem(KEYS.access);
  },
  get refreshToken(): string | null {
    return localStorage.getItem(KEYS.refresh);
  },
  /** Keeps a successful login: the tokens and who they belong to. */
  logIn(member: StaffMember, accessToken: string, refreshToken: string): void {
    localStorage.setItem(KEYS.member, JSON.stringify(member));
    lastEnd = null;
    this.storeTokens(accessToken, refreshToken);
  },
  storeTokens(accessToken: string, refreshToken: string): void {
    localStorage.setItem(KEYS.access, accessToken);
    localStorage.setItem(KEYS.refresh, refreshToken);
    notify();
  },
  /** Ends the session; `reason` is what the login page tells the person next. */
  end(reason: SessionEnd = null): void {
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
    lastEnd = reason;
    notify();
  },
  /** Why the session ended last (idle, expired), once: reading it forgets it. */
  takeEnd(): SessionEnd {
    const end = lastEnd;
    lastEnd = null;
    return end;
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEYS.access && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a staff member is logged in in this browser; re-renders on login and logout, also in other tabs. */
export function useStaffLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => localStorage.getItem(KEYS.access) !== null);
}

/**
 * Whether the logged-in member's role may do `permission`, by the server's own table (src/shared/staff/roles.ts):
 * the console shows only what the role may use, and the server checks every call again.
 */
export function staffMay(permission: StaffPermission): boolean {
  const { member } = staffSession;
  return member !== null && mayDo(member.role, permission);
}
