/**
 * A pure function of a file's text, remembered by the text: a process that lints several versions of the same files
 * (the tests' one mistake each, the dev server's lint page after an edit, the start-up check after the lint) reads
 * each unchanged file once. Bounded, the oldest forgotten first, so a long-running process that sees many versions
 * keeps no more than `size` of them.
 */
export function memoByText<Result>(compute: (text: string) => Result, size = 4096): (text: string) => Result {
  const remembered = new Map<string, Result>();
  return (text) => {
    if (remembered.has(text)) return remembered.get(text)!;
    const result = compute(text);
    if (remembered.size >= size) remembered.delete(remembered.keys().next().value!);
    remembered.set(text, result);
    return result;
  };
}

/**
 * Freezes `value` and everything inside it, so that a result shared between lint runs cannot be changed by one of
 * them: a rule that tried would throw (modules are strict) instead of corrupting the next run's files.
 */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
