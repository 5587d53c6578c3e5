import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { markupIn } from '../../../../src/shared/form-lint/placeholders.ts';
import { languageName, languages, leafEntries, lookupKey } from '../locale-keys.ts';
import type { Rule } from '../types.ts';

/**
 * Whether a text may well read the same in every language: one word (placeholders aside), or, among choice labels,
 * names only (no lower-case word: "Puerto Rico", "Springfield – North Glenstone").
 */
function sameEverywhere(key: string, text: string): boolean {
  const words = text.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
  if (words.length < 2) return true;
  return key.startsWith('enums.') && !words.some((word) => /^\p{Ll}{3,}$/u.test(word));
}

/**
 * Texts are plain words: markup (`<b>`, `**bold**`, links) is shown as it is. A text of another language that is
 * word for word the English one was most likely never translated (a warning: a few words are the same).
 */
export const textQuality: Rule = {
  name: 'text-quality',
  run(context, { report }) {
    const [english, ...others] = languages(context);
    for (const language of languages(context)) {
      for (const [namespace, file] of context.localeFiles.get(language)!) {
        if (file.data === undefined) continue;
        for (const [key, text] of leafEntries(file.data, namespace)) {
          if (typeof text !== 'string') continue;
          const where = formatPath(key.split('.').slice(1));
          const markup = markupIn(text);
          if (markup)
            report({
              severity: 'error',
              file: file.display,
              where,
              message: `"${key}" contains the markup "${markup}", which readers would see as it is`,
              fix: 'Write plain words; emphasis and links are not available in texts',
            });
          if (!others.includes(language) || sameEverywhere(key, text)) continue;
          if (lookupKey(context, english, key) === text)
            report({
              severity: 'warning',
              file: file.display,
              where,
              message:
                `"${key}" is the same as the ${languageName(english)} text (${JSON.stringify(text)}), so it ` +
                `is probably not translated`,
              fix: `Write the ${languageName(language)} text`,
            });
        }
      }
    }
  },
};
