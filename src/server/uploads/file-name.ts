const MAX_LENGTH = 120;
const FALLBACK = 'tax-form.pdf';

/**
 * The name a user's file is listed under: its last path segment, without control characters or surrounding
 * space, at most 120 characters. It is only ever shown, never used to find the file.
 */
export function displayFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  return cleaned.slice(0, MAX_LENGTH) || FALLBACK;
}
