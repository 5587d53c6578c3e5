import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component that fetches the real one (`load`) the first time it renders, and renders nothing until it has
 * arrived: for a component that pages import but hardly ever render.
 *
 * No `React.lazy`: revealing content after a Suspense fallback waits out React's fallback throttle (about 300 ms)
 * and a failed fetch would throw to the root. Here the component shows as soon as it arrives, and after a failed
 * fetch the next one to render tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return function LazyComponent(props: P) {
    const [Real, setReal] = useState(() => loaded);
    useEffect(() => {
      if (Real) return;
      let current = true;
      fetchOnce().then(
        (component) => current && setReal(() => component),
        (error: unknown) => console.error(error),
      );
      return () => {
        current = false;
      };
    }, [Real]);
    return Real ? <Real {...props} /> : null;
  };
}
