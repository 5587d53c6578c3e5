import type { Page } from 'playwright-core';

/** The headings of the page's main content that go more than one level below the heading before them. */
export function headingLevelsSkipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [
      ...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main h4, main h5, main h6'),
    ];
    return headings
      .map((heading, index) => ({
        level: Number(heading.tagName.slice(1)),
        before: index ? Number(headings[index - 1].tagName.slice(1)) : 0,
        text: heading.textContent?.trim(),
      }))
      .filter(({ level, before }) => level > before + 1)
      .map(({ level, before, text }) => `h${level} "${text}" after h${before || '(none)'}`);
  });
}
