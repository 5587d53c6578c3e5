import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './animations.ts';

/**
 * The accessibility checks every page gets: axe-core against WCAG 2.0 and 2.1 A and AA (no serious or critical
 * violation), every field named, and fields marked invalid described by a message in a live region.
 */

/**
 * axe-core's own build, put into the page once per document through its documented `axe.source`/`axe.run`
 * interface. @axe-core/playwright's `analyze()` put its 1.3 MB unminified source into the page at every call and
 * again into a blank page it opened to merge the frames' results, which cost the accessibility files most of their
 * CPU; the product has no cross-origin frames, the one case that merging is for.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1 A and AA; only violations are reported: axe then spares building the passes it found. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** Puts axe into every frame of the page that has none yet (a new document after a navigation has none). */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
}

/** axe's serious and critical findings on the page as it is now, one line per rule with the elements it names. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or menu still fading in has text at part opacity, which axe reads as too little contrast.
  await animationsSettled(page);
  await injectAxe(page);
  const violations = await page.evaluate(
    async (options) => (await (window as AxeWindow).axe!.run(document, options)).violations,
    RUN_OPTIONS,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const elements = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.id} (${violation.impact}): ${violation.help} at ${elements}`;
    });
}

/** Roles a person fills in or picks: each must have a name (its label) for a screen reader to say what it asks. */
const FIELD_ROLES = new Set([
  'textbox',
  'searchbox',
  'spinbutton',
  'combobox',
  'listbox',
  'checkbox',
  'radio',
  'radiogroup',
  'switch',
  'slider',
]);

interface AccessibleNode {
  role: string;
  name: string;
  description: string;
  invalid: boolean;
}

/** The page's accessibility tree as Chromium computes it for assistive technology, without ignored nodes. */
async function accessibleNodes(page: Page): Promise<AccessibleNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{
        ignored: boolean;
        role?: { value: string };
        name?: { value: string };
        description?: { value: string };
        properties?: Array<{ name: string; value: { value: unknown } }>;
      }>;
    };
    return nodes
      .filter((node) => !node.ignored && node.role)
      .map((node) => ({
        role: node.role!.value,
        name: String(node.name?.value ?? '').trim(),
        description: String(node.description?.value ?? '').trim(),
        invalid:
          node.properties?.some((property) => property.name === 'invalid' && property.value.value !== 'false') ?? false,
      }));
  } finally {
    await cdp.detach();
  }
}

/** Fields without a name, by role. */
async function unnamedFields(page: Page): Promise<string[]> {
  return (await accessibleNodes(page))
    .filter((node) => FIELD_ROLES.has(node.role) && !node.name)
    .map((node) => node.role);
}

/** Checks the page as it is now: axe's serious and critical findings, and fields without a label. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
  expect(await unnamedFields(page), `fields without a label on ${where}`).toEqual([]);
}

/**
 * After a form was sent with mistakes: every field marked invalid is described by a message, and every message
 * shown under a field sits in a polite live region that its field points at with `aria-describedby`.
 */
export async function expectErrorsAnnounced(page: Page, where: string): Promise<void> {
  const invalid = (await accessibleNodes(page)).filter((node) => node.invalid && FIELD_ROLES.has(node.role));
  expect(invalid.length, `invalid fields on ${where}`).toBeGreaterThan(0);
  expect(
    invalid.filter((node) => !node.description).map((node) => `${node.role} "${node.name}"`),
    `invalid fields without a message on ${where}`,
  ).toEqual([]);
  const messages = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [id$="__error"], main [id^="kbv-question-"][id$="-error"]')]
      .filter((element) => element.textContent?.trim())
      .map((element) => ({
        id: element.id,
        live: element.closest('[aria-live]')?.getAttribute('aria-live') ?? null,
        describes: document.querySelectorAll(`[aria-describedby~="${element.id}"]`).length,
      })),
  );
  expect(messages.length, `messages on ${where}`).toBeGreaterThan(0);
  expect(
    messages.filter((message) => message.live !== 'polite' || message.describes === 0),
    `messages not announced on ${where}`,
  ).toEqual([]);
}
