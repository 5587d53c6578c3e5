import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface UnsavedChanges {
  /** The current form tells whether it holds changes not yet saved. */
  setDirty(dirty: boolean): void;
  /** Runs `leave` at once when nothing is unsaved, otherwise after the person confirms in the dialog. */
  guard(leave: () => void): void;
}

/**
 * The dialog, with MUI's modal machinery, is fetched the first time it is needed: most visits never ask, and every
 * page's first paint does without its code.
 */
const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog.tsx'));

const UnsavedChangesContext = createContext<UnsavedChanges>({ setDirty: () => undefined, guard: (leave) => leave() });

/**
 * Keeps what a person typed from being lost by accident: the "Unsaved Changes" dialog before in-app navigation
 * and the browser's own warning before closing or reloading the tab.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  // Once asked, the dialog stays mounted, so that it closes with its transition.
  const [asked, setAsked] = useState(false);

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
    if (!dirty.current) return leave();
    setAsked(true);
    setPendingLeave(() => leave);
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
      {asked && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog open={pendingLeave !== null} onLeave={leave} onStay={() => setPendingLeave(null)} />
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}

export function useUnsavedChanges(): UnsavedChanges {
  return useContext(UnsavedChangesContext);
}
