import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContentDocument, type ContentBlock } from '../../shared/content-markdown.ts';

/**
 * The first of the documents `names` that exists in `locales/<language>/content/<name>.md`, else in English: a
 * legal text is never left out of a form for want of a translation. Undefined when none exists.
 */
export function readContentDocument(
  localesDir: string,
  language: string,
  names: readonly string[],
  values: Record<string, string> = {},
): ContentBlock[] | undefined {
  for (const candidate of [language, 'en']) {
    for (const name of names) {
      const file = join(localesDir, candidate, 'content', `${name}.md`);
      if (existsSync(file)) return parseContentDocument(readFileSync(file, 'utf8'), values);
    }
  }
  return undefined;
}
