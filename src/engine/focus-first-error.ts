/**
 * Scrolls to and focuses the first field, in page order, among the DOM ids given. Radio groups and composite
 * widgets put the id on their first input or on a wrapper, so the first focusable element inside counts too.
 */
export function focusFirstError(container: HTMLElement | null, ids: readonly string[]): void {
  if (!container || !ids.length) return;
  const candidates = ids
    .map((id) => container.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"], [id^="${CSS.escape(id)}-"]`))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = candidates[0];
  if (!first) return;
  const target = first.matches('input, select, textarea, button, [tabindex]') ? first : (first.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]') ?? first);
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
