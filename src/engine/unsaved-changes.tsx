import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface UnsavedChanges {
  /** The current form tells whether it holds changes not yet saved. */
  setDirty(dirty: boolean): void;
  /** Runs `leave` at once when nothing is unsaved, otherwise after the person confirms in the dialog. */
  guard(leave: () => void): void;
}

/** Moves focus to an element as it mounts (a stable callback, so a re-render does not move it again). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

const UnsavedChangesContext = createContext<UnsavedChanges>({ setDirty: () => undefined, guard: (leave) => leave() });

/**
 * Keeps what a person typed from being lost by accident: the "Unsaved Changes" dialog before in-app navigation
 * and the browser's own warning before closing or reloading the tab.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const guard = useCallback((leave: () => void) => {
    if (dirty.current) setPendingLeave(() => leave);
    else leave();
  }, []);
  const value = useMemo(() => ({ setDirty, guard }), [setDirty, guard]);

  const leave = () => {
    dirty.current = false;
    const action = pendingLeave;
    setPendingLeave(null);
    action?.();
  };

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <Dialog
        open={pendingLeave !== null}
        onClose={() => setPendingLeave(null)}
        aria-labelledby="unsaved-title"
        aria-describedby="unsaved-body"
      >
        <DialogTitle id="unsaved-title">{t('common.unsavedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="unsaved-body">{t('common.unsavedBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={leave} color="error">
            {t('common.leavePage')}
          </Button>
          {/* Focus starts on the safe choice, so Enter keeps the user's work (set when the button mounts). */}
          <Button onClick={() => setPendingLeave(null)} variant="contained" ref={focusOnMount}>
            {t('common.stayHere')}
          </Button>
        </DialogActions>
      </Dialog>
    </UnsavedChangesContext.Provider>
  );
}

export function useUnsavedChanges(): UnsavedChanges {
  return useContext(UnsavedChangesContext);
}
