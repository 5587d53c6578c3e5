const MAX_LENGTH = 120;
const FALLBACK = 'tax-form.pdf';

/**
 * Characters that change how a name reads rather than what it says: controls (`\p{Cc}`), format characters
 * (`\p{Cf}`: bidi overrides and isolates such as U+202E, which show `invoice\u202Efdp.exe` as `invoiceexe.pdf`,
 * zero-width characters) and line or paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The name a user's file is listed under: its last path segment, without control, format (bidi) or separator
 * characters or surrounding space, at most 120 characters. It is only ever shown, never used to find the file.
 */
export function displayFileName(name: string | undefined): string {
  const cleaned = (name ?? '').split(/[\\/]/).pop()!.replace(INVISIBLE, '').trim();
  return cleaned.slice(0, MAX_LENGTH) || FALLBACK;
}
