import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A small phone held upright: 360 CSS pixels wide, touch input. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/** What sticks out sideways on the page as it is now: the page's overflow, and the elements reaching past its edge. */
function sidewaysOverflow(page: Page): Promise<{ path: string; overflow: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed';
    };
    // The innermost elements reaching past the edge: what makes their containers wide.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`);
    return { path: location.pathname, overflow: document.documentElement.scrollWidth - width, wide };
  });
}

/** Asserts that the page as it is now does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  const found = await sidewaysOverflow(page);
  expect(found).toEqual({ path: found.path, overflow: 0, wide: [] });
}
