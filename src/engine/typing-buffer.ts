import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface TypingBuffer<T> {
  /** What the text box shows: the text typed, even while the form has not taken it in yet. */
  value: T;
  onChange(value: T): void;
  /** Hands the form what was typed at once; call it before anything reads the form's data (leaving the box). */
  flush(): void;
}

/**
 * Longest a form waits for typed text when no frame is drawn (a hidden tab draws none): the text still arrives, and
 * long before a person could move on.
 */
const LATEST_MS = 100;

/**
 * Runs `work` once, when the browser is idle after drawing the next frame (`requestIdleCallback`, or a task after
 * the frame where there is none), or after `LATEST_MS` if that does not come.
 */
function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const once = () => {
    cancel();
    work();
  };
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(once);
    else timer = setTimeout(once);
  });
  const latest = setTimeout(once, LATEST_MS);
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(latest);
  };
  return cancel;
}

/** What each text box with text the form has not taken in yet does to hand it over. */
const undelivered = new Set<() => void>();

/**
 * Hands every form the text typed into it that it has not taken in yet: for whatever reads a form's data without
 * the person leaving the box first (Enter in a text box submits a login).
 */
export function deliverTyping(): void {
  for (const deliver of [...undelivered]) deliver();
}

/**
 * A text box that answers each key press in the next frame, whatever the size of the form around it. A change in
 * RJSF re-renders the whole form, its templates and its validation: here the box shows the new text at once and
 * the form takes it in once that frame is drawn and the browser is idle, once for keys pressed faster than that.
 * Once the form has it, the form's value shows again, so whatever the form makes of the text (an effect clearing a
 * field) shows.
 */
export function useTypingBuffer<T>(value: T, onChange: (value: T) => void): TypingBuffer<T> {
  const [draft, setDraft] = useState<{ value: T }>();
  const pending = useRef<{ value: T; cancel(): void }>(undefined);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // Synchronously, so that no key pressed meanwhile sees the form's value without the draft on top of it.
  const deliver = useCallback(function deliver() {
    const typed = pending.current;
    if (!typed) return;
    typed.cancel();
    pending.current = undefined;
    undelivered.delete(deliver);
    flushSync(() => {
      latestOnChange.current(typed.value);
      setDraft(undefined);
    });
  }, []);

  const change = useCallback(
    (next: T) => {
      setDraft({ value: next });
      if (pending.current) pending.current.value = next;
      else {
        pending.current = { value: next, cancel: afterNextFrame(deliver) };
        undelivered.add(deliver);
      }
    },
    [deliver],
  );

  // Leaving the box flushes it first; a box that goes away otherwise has nothing left to hand over in time.
  useEffect(
    () => () => {
      pending.current?.cancel();
      undelivered.delete(deliver);
    },
    [deliver],
  );

  return { value: draft ? draft.value : value, onChange: change, flush: deliver };
}
