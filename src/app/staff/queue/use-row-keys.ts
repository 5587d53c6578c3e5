import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';

/** Where a key belongs to what has focus: a field being typed in, a select, or an open menu or dialog. */
const TYPING = 'input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"], [role="dialog"]';

/**
 * `j` and `k` move the selected row of a table down and up, and `Enter` on a selected row opens it: roving focus, so
 * the focused row is what a screen reader reads out, and one Tab reaches the table (the selected row, or the first).
 * The letters work wherever focus is on the page except where they are typed (the search box, a select, a menu).
 */
export function useRowKeys(count: number, open: (index: number) => void) {
  const [selected, setSelected] = useState<number | null>(null);
  const rows = useRef<Array<HTMLElement | null>>([]);
  const current = selected === null ? null : Math.min(selected, count - 1);

  const move = useCallback(
    (delta: number) => {
      if (!count) return;
      const next = current === null ? 0 : Math.max(0, Math.min(count - 1, current + delta));
      setSelected(next);
      rows.current[next]?.focus();
    },
    [count, current],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const delta = ({ j: 1, k: -1 } as Record<string, number | undefined>)[event.key];
      if (delta === undefined) return;
      event.preventDefault();
      move(delta);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [move]);

  /** What each row needs: its element, its place in the tab order, and Enter (on the row itself) to open it. */
  const rowProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      rows.current[index] = element;
    },
    tabIndex: index === (current ?? 0) ? 0 : -1,
    selected: index === current,
    onFocus: () => setSelected(index),
    onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open(index);
    },
  });

  return rowProps;
}
