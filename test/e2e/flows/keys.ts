import type { Locator, Page } from 'playwright-core';
import type { Answering } from './fill-from-examples.ts';

/** What has the focus, for messages: its tag, id and text. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName.toLowerCase()}#${element.id} ` +
          `"${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  });

export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus; fails, naming the stops, when it never gets it. */
export async function moveFocusTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  most = 60,
): Promise<void> {
  const stops: string[] = [];
  for (let presses = 0; !(await hasFocus(target)); presses += 1) {
    if (presses === most) throw new Error(`${key} never reached ${target}; it went through:\n${stops.join('\n')}`);
    await page.keyboard.press(key);
    stops.push(await focusedElement(page));
  }
}

/** Tabs to `target` and types `text` into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await moveFocusTo(page, target);
  await page.keyboard.type(text);
}

/** Answering a control the test does not know by name (a field an analyst added) with keys alone. */
export const byKeyboard = (page: Page): Answering => ({
  type: (box, text) => typeInto(page, box, text),
  tick: async (box) => {
    await moveFocusTo(page, box);
    await page.keyboard.press('Space');
  },
  // Tab reaches a group with nothing chosen at its first button; the arrows move the choice from there.
  choose: async (radios, index) => {
    await moveFocusTo(page, radios.first());
    if (index === 0) await page.keyboard.press('Space');
    for (let step = 0; step < index; step++) await page.keyboard.press('ArrowRight');
  },
  pick: async (combobox, index) => {
    await moveFocusTo(page, combobox);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    const wanted = page.locator(`[role="option"][data-value="${index}"]`);
    for (let presses = 0; presses < 60 && !(await hasFocus(wanted)); presses++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  },
});
