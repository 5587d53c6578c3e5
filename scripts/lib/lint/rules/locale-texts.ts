import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { strayBrace } from '../../../../src/shared/form-lint/placeholders.ts';
import { languageName, languages, leafEntries, lookupKey } from '../locale-keys.ts';
import type { Reporter, Rule } from '../types.ts';

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/** A brace left open or closed alone (`{field is required`): readers would see it and the name as they are. */
function reportStrayBrace(report: Reporter['report'], text: string, file: string, where: string, name: string) {
  const fragment = strayBrace(text);
  if (fragment === undefined) return;
  report({
    severity: 'error',
    file,
    where,
    message:
      `${name} has a brace that opens or closes no placeholder ("${fragment}"), so readers would see it, and ` +
      `the name in it, as they are`,
    fix: 'Write the placeholder whole, e.g. {field}, or remove the brace',
  });
}

/**
 * The texts themselves: placeholders use single braces (`{field}`, how the product's i18next is set up), every
 * language has the same placeholders as English (its caller fills the same values), and no text is empty; no brace
 * is left open, in the locale files or in the content documents and data (`{supplier` in a letter).
 */
export const localeTexts: Rule = {
  name: 'locale-texts',
  run(context, { report }) {
    const [reference, ...others] = languages(context);
    for (const language of languages(context)) {
      for (const [namespace, file] of context.localeFiles.get(language)!) {
        if (file.data === undefined) continue;
        for (const [key, text] of leafEntries(file.data, namespace)) {
          const where = formatPath(key.split('.').slice(1));
          if (typeof text !== 'string') {
            report({
              severity: 'error',
              file: file.display,
              where,
              message: `"${key}" is ${JSON.stringify(text)}, not a text`,
              fix: 'Write the text in double quotes',
            });
          } else if (/\{\{\s*\w+\s*\}\}/.test(text)) {
            report({
              severity: 'error',
              file: file.display,
              where,
              message: `"${key}" uses double braces ({{…}}), which this product does not replace`,
              fix: 'Write placeholders with single braces, e.g. {field}',
            });
          } else if (strayBrace(text) !== undefined) {
            reportStrayBrace(report, text, file.display, where, `"${key}"`);
          } else if (text.trim() === '') {
            report({
              severity: 'warning',
              file: file.display,
              where,
              message: `"${key}" is empty, so readers see nothing`,
              fix: 'Write the text, or remove the key if nothing uses it',
            });
          } else if (others.includes(language)) {
            const model = lookupKey(context, reference, key);
            if (typeof model !== 'string' || placeholders(model).join() === placeholders(text).join()) continue;
            report({
              severity: 'error',
              file: file.display,
              where,
              message: `"${key}" has the placeholders ${
                placeholders(text)
                  .map((p) => `{${p}}`)
                  .join(' ') || '(none)'
              } but the ${languageName(reference)} text has ${
                placeholders(model)
                  .map((p) => `{${p}}`)
                  .join(' ') || '(none)'
              }`,
              fix: `Use the same placeholders as ${languageName(reference)}, spelt the same (they are not translated)`,
            });
          }
        }
      }
    }
    for (const document of context.contentFiles.values())
      document.text
        .split('\n')
        .forEach((line, index) => reportStrayBrace(report, line, document.display, `line ${index + 1}`, 'this line'));
    for (const file of context.contentJsonFiles.values())
      for (const [key, text] of leafEntries(file.data ?? {}, 'content'))
        if (typeof text === 'string')
          reportStrayBrace(report, text, file.display, formatPath(key.split('.').slice(1)), 'this text');
  },
};
