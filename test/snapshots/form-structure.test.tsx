// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formLoaders } from 'virtual:wizard';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

afterEach(cleanup);

/**
 * What a person sees of a form, one line per heading, label or help text in page order: a readable snapshot an analyst
 * reviews when a schema or locale changes. Accept an intended change with `npm run snapshots:update`.
 */
function describeStructure(container: HTMLElement): string {
  const lines: string[] = [];
  const shown = 'h2, h3, label, legend, .MuiFormLabel-root, [id$="__help"]';
  for (const element of container.querySelectorAll<HTMLElement>(shown)) {
    // MUI repeats each outlined field's label in a hidden legend that draws the notch in its border.
    if (element.closest('.MuiOutlinedInput-notchedOutline')) continue;
    const text = element.textContent?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (element.matches('h2, h3')) lines.push(`heading: ${text}`);
    else if (element.matches('[id$="__help"]')) lines.push(`  help: ${text}`);
    else if (element.querySelector('input[type="radio"]')) lines.push(`    option: ${text}`);
    else lines.push(`${element.tagName === 'LEGEND' ? 'group' : 'field'}: ${text}`);
  }
  return `${lines.join('\n')}\n`;
}

const formIds = Object.keys(formLoaders).sort();

describe.each(['en', 'es'] as const)('rendered form structure in %s', (language) => {
  it.each(formIds)('%s', async (formId) => {
    const i18n = await createTestI18n(language);
    const { container } = await renderForm(formId, i18n);
    await expect(describeStructure(container)).toMatchFileSnapshot(
      `./__snapshots__/${formId.replace('/', '--')}.${language}.txt`,
    );
  });
});
