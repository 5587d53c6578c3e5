import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { languages, localeFileName, lookupKey, missingEverywhere } from '../locale-keys.ts';
import { findSourceKeys } from '../source-keys.ts';
import type { Rule } from '../types.ts';

/**
 * A text the code reads by its key (`t('submission.certificate.hashHow')`, a line of the certificate of completion)
 * that an analyst removed from every language: readers would see the key itself, and locale-parity, which compares
 * the languages, sees nothing missing. Code keys are found by their look (`source-keys.ts`), which also matches
 * file names and keys quoted in comments; so only a key whose group of texts still exists in every language is
 * judged (`submission.certificate` is there, `hashHow` in it is not), and a code prefix (`` `…channels.${x}` ``)
 * likewise: that is a text taken out of a group the code still reads, never a look-alike.
 */
export const codeKeys: Rule = {
  name: 'code-keys',
  run(context, { report }) {
    const everyLanguage = languages(context);
    const namespaces = new Set([...context.localeFiles.values()].flatMap((files) => [...files.keys()]));
    const fromCode = findSourceKeys(context.sources, namespaces);
    const read = [...fromCode.keys, ...[...fromCode.prefixes].map((prefix) => prefix.slice(0, -1))];
    for (const key of new Set(read)) {
      const group = key.slice(0, key.lastIndexOf('.'));
      if (group.split('.').length < 2 || !missingEverywhere(context, key)) continue;
      if (!everyLanguage.every((language) => isObject(lookupKey(context, language, group)))) continue;
      const files = everyLanguage.map((language) => localeFileName(context, language, key));
      for (const file of files)
        report({
          severity: 'error',
          file,
          where: formatPath(key.split('.').slice(1)),
          message: `"${key}" is read by the product's code but is in no language, so readers would see the key itself`,
          fix:
            `Add "${key.split('.').slice(1).join('.')}" back with its text to ${files.join(' and ')} ` +
            '(git diff shows the text removed)',
        });
    }
  },
};
