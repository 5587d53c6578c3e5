import { Backdrop, CircularProgress } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Track = <T>(work: Promise<T>) => Promise<T>;

const LoadingContext = createContext<Track>((work) => work);

/** The global loading overlay: shown while any call passed to `useLoading()` is under way. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  const track = useCallback<Track>((work) => {
    setPending((count) => count + 1);
    return work.finally(() => setPending((count) => count - 1));
  }, []);
  const value = useMemo(() => track, [track]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      <Backdrop open={pending > 0} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        {/* A closed backdrop stays in the page, hidden: a spinner in it would animate, and restyle the page,
            forever. */}
        {pending > 0 && <CircularProgress color="inherit" aria-label={t('common.loading')} />}
      </Backdrop>
    </LoadingContext.Provider>
  );
}

/** Wraps a call so the loading overlay shows until it settles. */
export function useLoading(): Track {
  return useContext(LoadingContext);
}
