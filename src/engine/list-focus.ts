/**
 * Where the keyboard focus goes when a list of the form changes under it: the button that was pressed may be
 * gone (a full list hides "Add co-owner", a removed entry takes its "Remove" button with it), and a focus left on
 * nothing sends keyboard and screen-reader users back to the top of the page.
 *
 * An entry of a list `root_applicants` is drawn in an element with the id `root_applicants_1__item`, and the
 * list's add button has the id `root_applicants__add` (RJSF's own naming).
 */

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  'button:not([disabled]), [tabindex="0"]';
/** Frames to wait for React to draw the changed list. */
const MOST_FRAMES = 10;

/** The element id of the entry at `index` of the list `listId`. */
function listItemId(listId: string, index: number): string {
  return `${listId}_${index}__item`;
}

/** The element id of a list entry drawn for the RJSF field id `itemFieldId` (`root_applicants_1`). */
export function listItemElementId(itemFieldId: string): string {
  return `${itemFieldId}__item`;
}

/** Focuses what `find` answers as soon as it is on the page, for a few frames at most. */
function focusWhenShown(find: () => HTMLElement | null | undefined, frames = MOST_FRAMES): void {
  requestAnimationFrame(() => {
    const target = find();
    if (target) target.focus();
    else if (frames > 1) focusWhenShown(find, frames - 1);
  });
}

const firstFieldOf = (element: Element | null) => element?.querySelector<HTMLElement>(FOCUSABLE);

/**
 * Pressing the add button `addButton` (id `root_applicants__add`): once the new entry shows, its first field has
 * the focus. Call it before the entry is added.
 */
export function focusItemToBeAdded(addButton: HTMLElement): void {
  const listId = addButton.id.replace(/__add$/, '');
  const entry = new RegExp(`^${listId}_\\d+__item$`);
  const count = [...document.querySelectorAll(`[id^="${listId}_"]`)].filter((element) => entry.test(element.id)).length;
  focusWhenShown(() => firstFieldOf(document.getElementById(listItemId(listId, count))));
}

/**
 * Pressing "Remove" on the entry `itemFieldId` (`root_applicants_1`): then the list's add button has the focus
 * when it shows, else the entry before.
 */
export function focusAfterRemoval(itemFieldId: string): void {
  const [, listId, index] = /^(.*)_(\d+)$/.exec(itemFieldId) ?? [];
  if (listId === undefined) return;
  focusWhenShown(
    () =>
      document.getElementById(`${listId}__add`) ??
      firstFieldOf(document.getElementById(listItemId(listId, Math.max(0, Number(index) - 1)))),
  );
}
