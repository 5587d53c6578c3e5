/**
 * Where the caret goes when a field reformats what is typed ("5551234" → "(555) 123-4"): after the same number of
 * counted characters (digits) as before the change, so inserting or deleting in the middle keeps the caret where
 * the person is working instead of sending it to the end.
 */
export function caretAfterSameCount(
  typed: string,
  caret: number,
  shown: string,
  counts: (character: string) => boolean,
): number {
  let wanted = [...typed.slice(0, caret)].filter(counts).length;
  if (wanted === 0) return 0;
  for (let index = 0; index < shown.length; index++) {
    if (counts(shown[index]) && --wanted === 0) return index + 1;
  }
  return shown.length;
}
