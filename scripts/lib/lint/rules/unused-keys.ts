import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { languages, leafEntries } from '../locale-keys.ts';
import { collectReferences } from '../references.ts';
import { findSourceKeys } from '../source-keys.ts';
import type { Rule } from '../types.ts';

/**
 * Locale keys nothing uses: not a schema, UI schema, manifest or error-keys entry, and no string in the code.
 * Only a warning: code may build a key in a way the scan cannot see, and a text written ahead of its screen
 * is not wrong. Reported once per key, in the first language that has it.
 */
export const unusedKeys: Rule = {
  name: 'unused-keys',
  run(context, { report }) {
    const namespaces = new Set([...context.localeFiles.values()].flatMap((files) => [...files.keys()]));
    const fromCode = findSourceKeys(context.sources, namespaces);
    // A reference to a group (`enums.state`) uses every text inside it.
    const used = new Set([...collectReferences(context).map((reference) => reference.key), ...fromCode.keys]);
    const prefixes = [...[...used].map((key) => `${key}.`), ...fromCode.prefixes];
    const isUsed = (key: string) => used.has(key) || prefixes.some((prefix) => key.startsWith(prefix));
    const seen = new Set<string>();
    for (const language of languages(context)) {
      for (const [namespace, file] of context.localeFiles.get(language)!) {
        if (file.data === undefined) continue;
        for (const [key] of leafEntries(file.data, namespace)) {
          if (seen.has(key) || isUsed(key)) continue;
          seen.add(key);
          report({
            severity: 'warning',
            file: file.display,
            where: formatPath(key.split('.').slice(1)),
            message: `"${key}" is not used by any schema, UI schema or code`,
            fix: 'Remove it from every language, or use it (a typo in the key where it is used would also cause this)',
          });
        }
      }
    }
  },
};
