/**
 * The one way the console shows a masked SSN: `***-**-6789`, the shape of the number with its last four digits.
 * Takes the server's masked form (`*****6789`), a clear SSN (9 digits) or its last four; anything else is masked
 * whole, so no digit beyond the last four ever shows through this function.
 */
export function maskedSsnText(value: unknown): string {
  const lastFour = typeof value === 'string' ? /^(?:\*{5}|\d{5})?(\d{4})$/.exec(value)?.[1] : undefined;
  return `***-**-${lastFour ?? '****'}`;
}
