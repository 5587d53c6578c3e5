import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, useProduct } from './harness.ts';
import { expectAccessible } from './flows/axe.ts';
import { toast } from './flows/controls.ts';
import { backdateSubmission, STAFF_TEXTS } from './flows/staff.ts';
import { seedStaffMember, staffPage, submitApplication } from './flows/staff-seed.ts';

/*
 * The queue for a working day (issue 30), with the keyboard alone: the oldest unassigned application found by view
 * and sort, opened with j and Enter, assigned to an analyst by name from its row, the toast, and a queue whose rows
 * stay one line at 1280 and 1440 pixels. Beside staff-console.test.ts, whose tests drive the decisions. The members
 * are seeded enrolled (the enrolment is clicked through in staff-console-accessibility.test.ts).
 */

const product = useProduct();

const QUEUE_TEXTS = {
  en: { analyst: 'Quentin Ruiz', assigned: 'is assigned to Quentin Ruiz.', view: 'Show', sort: 'Sort by' },
  es: { analyst: 'Ximena Ortega', assigned: 'está asignada a Ximena Ortega.', view: 'Mostrar', sort: 'Ordenar por' },
} as const;

/**
 * The queue table's rows as laid out: each row's height, the most lines any text of a row takes (a wrapped text has
 * boxes on more than one line), and whether the table fits its box without scrolling sideways.
 */
const queueLayout = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('main table')!;
    const linesOf = (text: Node) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        .size;
    };
    const body = table.querySelector('tbody')!;
    const texts = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    let lines = 0;
    while (texts.nextNode()) lines = Math.max(lines, linesOf(texts.currentNode));
    return {
      heights: [...body.querySelectorAll('tr')].map((row) => row.getBoundingClientRect().height),
      lines,
      fits: table.parentElement!.scrollWidth <= table.parentElement!.clientWidth,
    };
  });

describe.each(['en', 'es'] as const)('the queue for a working day in %s', (language) => {
  const texts = { ...STAFF_TEXTS[language], ...QUEUE_TEXTS[language] };
  it(
    'opens the oldest unassigned application with the keyboard, assigns it to an analyst, and keeps rows on one line',
    { timeout: 240_000 },
    async () => {
      const [applicationId] = await Promise.all([
        submitApplication(product, `olga.oldest.${language}@example.com`),
        seedStaffMember(product, {
          email: `queue.analyst.${language}@supplier.test`,
          role: 'analyst',
          name: texts.analyst,
        }),
      ]);
      // The browser files share one product: this one is made the oldest, the English one older than the Spanish.
      await backdateSubmission(
        product,
        applicationId,
        language === 'en' ? '2001-01-01T09:00:00.000Z' : '2001-01-02T09:00:00.000Z',
      );
      const manager = {
        email: `queue.manager.${language}@supplier.test`,
        role: 'manager',
        name: 'Queue Manager',
      } as const;
      const page = await staffPage(product, manager, { locale: texts.locale, viewport: { width: 1280, height: 800 } });
      await page.goto('/staff');
      await page.getByRole('heading', { name: texts.applications, level: 1 }).waitFor();

      // View "unassigned" (third), then "waiting longest first" (second), each chosen with the arrow keys.
      const view = page.getByRole('combobox', { name: texts.view });
      await view.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await eventually(() => view.inputValue()).toBe('unassigned');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await eventually(() => page.getByRole('combobox', { name: texts.sort }).inputValue()).toBe('oldest');
      await page.waitForURL(/view=unassigned.*sort=oldest|sort=oldest.*view=unassigned/);
      const row = page.getByRole('row').filter({ hasText: applicationId });
      // The queue shows the answer of the last query it asked until the next arrives: the unassigned ones, newest
      // first, may list this row too, lower down. j selects whatever row is first when it is pressed, so it waits
      // for the sorted answer, which puts this row first.
      const firstRow = page.locator('main tbody tr').first();
      await eventually(() => firstRow.textContent()).toContain(applicationId);
      // Out of the selects, j selects the first row; Enter opens it.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('j');
      await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(applicationId);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: new RegExp(applicationId), level: 1 }).waitFor();

      // Back in the queue: the row's assignment menu, the analyst picked by typing the name, and the toast.
      await page.goBack();
      await eventually(() => firstRow.textContent()).toContain(applicationId);
      await page.keyboard.press('j');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      await page.keyboard.type(texts.analyst.split(' ')[0]);
      await page.keyboard.press('Enter');
      await toast(page, `${applicationId} ${texts.assigned}`).waitFor();
      await eventually(() => row.count()).toBe(0);

      // All applications: assigned by name; one line per row, about 25 to a screen, at 1280 and 1440 pixels.
      await page.goto('/staff?view=all');
      await page.getByRole('row').filter({ hasText: applicationId }).filter({ hasText: texts.analyst }).waitFor();
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const { heights, lines, fits } = await queueLayout(page);
        expect(lines, `lines of a cell at ${width}`).toBe(1);
        expect(Math.max(...heights) - Math.min(...heights), `row heights at ${width}: ${heights}`).toBeLessThan(1);
        expect(Math.max(...heights), `row height at ${width}`).toBeLessThanOrEqual(800 / 25);
        expect(fits, `the table's width at ${width}`).toBe(true);
      }
      await expectAccessible(page, '/staff?view=all');
    },
  );
});
