/** The value the API uses for "not entered yet" in a years field. */
const UNSET_YEARS = -1;

/** What the years box shows for a stored value: nothing for unset (absent or -1), the number otherwise. */
export function yearsText(value: unknown): string {
  if (value === undefined || value === null || value === UNSET_YEARS) return '';
  return String(value);
}

/**
 * The form value of what was typed: nothing for an empty box, a number for whole digits, and otherwise the text
 * itself, so validation names the mistake instead of the box silently dropping it.
 */
export function yearsFromText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
