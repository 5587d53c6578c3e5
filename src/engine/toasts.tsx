import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';
import {
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `callback` once, when the person first presses a key or a pointer, or focuses something, on the page. */
function afterFirstInteraction(callback: () => void): () => void {
  const interact = () => {
    stop();
    callback();
  };
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, interact, true);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, interact, true);
  return stop;
}

type ToastOptions = OptionsObject & { message?: SnackbarMessage };
type Toast = ToastOptions & { key: SnackbarKey };
type ToasterProps = Omit<SnackbarProviderProps, 'children'> & { onReady(real: ProviderContext | null): void };

/** As notistack's own context outside a provider. */
const SnackbarContext = createContext<ProviderContext>({ enqueueSnackbar: () => '', closeSnackbar: () => undefined });

/** notistack's provider without children, handing its context to ours once mounted. */
async function loadToaster(): Promise<ComponentType<ToasterProps>> {
  const notistack = await import('notistack');
  function Ready({ onReady }: Pick<ToasterProps, 'onReady'>) {
    const real = notistack.useSnackbar();
    useEffect(() => {
      onReady(real);
      return () => onReady(null);
    }, [real, onReady]);
    return null;
  }
  return function Toaster({ onReady, ...props }: ToasterProps) {
    return (
      <notistack.SnackbarProvider {...props}>
        <Ready onReady={onReady} />
      </notistack.SnackbarProvider>
    );
  };
}

/**
 * notistack's `SnackbarProvider`, fetched late: every page has one, but toasts answer what the person does, so
 * notistack (about 9 KB gzip) is fetched by `import()` once they start using the page, or with an earlier toast. Toasts
 * asked for before it is there are shown when it is, with the keys they were
 * given; they render after the page, as under notistack's own provider. Should the fetch fail, those toasts are
 * dropped and the next one tries again.
 */
export function SnackbarProvider({ children, ...props }: SnackbarProviderProps) {
  const real = useRef<ProviderContext | null>(null);
  const waiting = useRef<Toast[]>([]);
  const [wanted, setWanted] = useState(false);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => afterFirstInteraction(() => setWanted(true)), []);

  useEffect(() => {
    if (!wanted || Toaster) return;
    let current = true;
    loadToaster().then(
      (component) => current && setToaster(() => component),
      (error: unknown) => {
        console.error(error);
        waiting.current = [];
        setWanted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Toaster]);

  const value = useMemo<ProviderContext>(() => {
    function enqueueSnackbar(
      messageOrOptions: SnackbarMessage | ToastOptions,
      options: OptionsObject = {},
    ): SnackbarKey {
      if (real.current) return real.current.enqueueSnackbar(messageOrOptions as never, options as never);
      // notistack's own checks and key.
      if (messageOrOptions === undefined || messageOrOptions === null)
        throw new Error('enqueueSnackbar called with invalid argument');
      const isMessage = typeof messageOrOptions === 'string' || isValidElement(messageOrOptions);
      const toast = isMessage ? { ...options, message: messageOrOptions } : (messageOrOptions as ToastOptions);
      const key = toast.key ?? new Date().getTime() + Math.random();
      waiting.current.push({ ...toast, key });
      setWanted(true);
      return key;
    }
    function closeSnackbar(key?: SnackbarKey) {
      if (real.current) return real.current.closeSnackbar(key);
      waiting.current = key === undefined ? [] : waiting.current.filter((toast) => toast.key !== key);
    }
    return { enqueueSnackbar: enqueueSnackbar as ProviderContext['enqueueSnackbar'], closeSnackbar };
  }, []);

  const onReady = useCallback((context: ProviderContext | null) => {
    real.current = context;
    if (!context) return;
    const toasts = waiting.current;
    waiting.current = [];
    for (const toast of toasts) context.enqueueSnackbar(toast);
  }, []);

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {Toaster && <Toaster {...props} onReady={onReady} />}
    </SnackbarContext.Provider>
  );
}

/** notistack's `useSnackbar`, for the pages under `SnackbarProvider` above. */
export function useSnackbar(): ProviderContext {
  return useContext(SnackbarContext);
}
