import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes and calls the latest `handler`: a memoised button given it renders once, though the
 * list around it hands down a new handler on every key press. Only for event handlers, which run after rendering.
 */
export function useStableHandler<Args extends unknown[]>(
  handler: ((...args: Args) => void) | undefined,
): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
