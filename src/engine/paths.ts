/** Reads the value at a dotted path (`applicants.0.ssn`) of form data. */
export function getAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      data,
    );
}

/**
 * Returns a copy of `data` with the value at `path` replaced (or removed when `value` is undefined), copying only
 * the objects on the way so that unchanged branches keep their identity and React skips them.
 */
export function setAt<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = Array.isArray(source)
    ? ([...source] as unknown as Record<string, unknown>)
    : { ...source };
  const next = rest.length ? setAt(source[head], rest.join('.'), value) : value;
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy as T;
}
