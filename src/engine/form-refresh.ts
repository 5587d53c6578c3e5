import { useSyncExternalStore } from 'react';

/**
 * Development only: counts edits of schemas/ that the dev server announced, so pages load the edited form in
 * place instead of reloading (scripts/vite-plugin-forms.ts sends `forms:update`). Always 0 in production.
 */
let version = 0;
const listeners = new Set<() => void>();

if (import.meta.hot) {
  import.meta.hot.on('forms:update', () => {
    version += 1;
    listeners.forEach((listener) => listener());
  });
}

export function formsVersion(): number {
  return version;
}

/** Re-renders the caller after each announced edit of a form; use it as a dependency of form loading. */
export function useFormsVersion(): number {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, formsVersion);
}
