import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Track = <T>(work: Promise<T>) => Promise<T>;

const LoadingContext = createContext<Track>((work) => work);

/**
 * The overlay, with MUI's backdrop and its fade, is fetched when a call is first tracked (the person has pressed a
 * button): no page's first paint waits for its code.
 */
const LoadingOverlay = lazy(() => import('./LoadingOverlay.tsx'));

/** The global loading overlay: shown while any call passed to `useLoading()` is under way. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  // Once shown, the overlay stays mounted, so that it fades out.
  const [shown, setShown] = useState(false);
  const track = useCallback<Track>((work) => {
    setShown(true);
    setPending((count) => count + 1);
    return work.finally(() => setPending((count) => count - 1));
  }, []);
  const value = useMemo(() => track, [track]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <LoadingOverlay open={pending > 0} />
        </Suspense>
      )}
    </LoadingContext.Provider>
  );
}

/** Wraps a call so the loading overlay shows until it settles. */
export function useLoading(): Track {
  return useContext(LoadingContext);
}
