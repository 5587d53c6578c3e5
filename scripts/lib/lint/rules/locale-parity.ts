import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { languageName, languages, leafEntries } from '../locale-keys.ts';
import type { JsonFile, Rule } from '../types.ts';

/**
 * Every language has the same locale files with the same keys: a text added in English only would show up
 * in English to a Spanish reader (English is the fallback), which nobody notices until a customer does.
 */
export const localeParity: Rule = {
  name: 'locale-parity',
  run(context, { report }) {
    const all = languages(context);
    const folder = context.localesDir.split(/[\\/]/).pop();
    const namespaces = [...new Set(all.flatMap((language) => [...context.localeFiles.get(language)!.keys()]))].sort();
    for (const namespace of namespaces) {
      const files = new Map<string, JsonFile>();
      for (const language of all) {
        const file = context.localeFiles.get(language)!.get(namespace);
        if (file) files.set(language, file);
      }
      const owners = [...files.values()].map((file) => file.display).join(' and ');
      for (const language of all.filter((l) => !files.has(l))) {
        report({
          severity: 'error',
          file: `${folder}/${language}/${namespace}.json`,
          where: '',
          message: `this file does not exist, but ${owners} does`,
          fix: `Create it with the ${languageName(language)} texts of the same keys`,
        });
      }
      // A file that is not valid JSON is reported by json-syntax; comparing it would call every key missing.
      if ([...files.values()].some((file) => file.data === undefined)) continue;
      const entries = new Map(
        [...files].map(([language, file]) => [language, new Map(leafEntries(file.data, namespace))]),
      );
      for (const [language, file] of files) {
        const own = entries.get(language)!;
        const reported = new Set<string>();
        for (const [other, otherEntries] of entries) {
          for (const [key, text] of otherEntries) {
            if (own.has(key) || reported.has(key)) continue;
            reported.add(key);
            const inFile = key.split('.').slice(1);
            report({
              severity: 'error',
              file: file.display,
              where: formatPath(inFile),
              message: `"${key}" is missing here, but ${files.get(other)!.display} has it (${JSON.stringify(text)})`,
              fix: `Add "${inFile.join('.')}" with the ${languageName(language)} text`,
            });
          }
        }
      }
    }
  },
};
