const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

/**
 * Scrolls to and focuses the first field, in page order, among the DOM ids given. Radio groups put the field's
 * id on a wrapper or suffix it per option (`root_taxExempt-0`), so those count as the field too.
 */
export function focusFirstError(container: HTMLElement | null, ids: readonly string[]): void {
  if (!container || !ids.length) return;
  const wanted = new Set(ids);
  // querySelectorAll returns elements in document order, so the first match is the first field on the page.
  const first = [...container.querySelectorAll<HTMLElement>('[id]')].find(
    (element) => wanted.has(element.id) || wanted.has(element.id.replace(/-\d+$/, '')),
  );
  if (!first) return;
  const target = first.matches(FOCUSABLE) ? first : (first.querySelector<HTMLElement>(FOCUSABLE) ?? first);
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
