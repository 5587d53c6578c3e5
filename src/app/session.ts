import { useSyncExternalStore } from 'react';

/** Where the spec keeps the session: the user's email and both tokens, in local storage. */
const KEYS = { user: 'user', access: 'access_token', refresh: 'refresh_token' } as const;

export interface SessionUser {
  email: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readUser(): string | null {
  return localStorage.getItem(KEYS.user);
}

export const session = {
  get user(): SessionUser | null {
    const raw = readUser();
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return null;
    }
  },
  get accessToken(): string | null {
    return localStorage.getItem(KEYS.access);
  },
  get refreshToken(): string | null {
    return localStorage.getItem(KEYS.refresh);
  },
  /** Saves a successful login. */
  logIn(email: string, accessToken: string, refreshToken: string): void {
    localStorage.setItem(KEYS.user, JSON.stringify({ email }));
    this.storeTokens(accessToken, refreshToken);
  },
  storeTokens(accessToken: string, refreshToken: string): void {
    localStorage.setItem(KEYS.access, accessToken);
    localStorage.setItem(KEYS.refresh, refreshToken);
    notify();
  },
  /** Logging out clears the user and both tokens. */
  logOut(): void {
    Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
    notify();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEYS.user && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Logged in whenever the stored user exists; re-renders when another tab logs in or out. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => readUser() !== null);
}
