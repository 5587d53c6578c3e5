import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { labelGroups } from '../choice-values.ts';
import { languages, leafEntries, missingEverywhere } from '../locale-keys.ts';
import { collectReferences } from '../references.ts';
import { findSourceKeys } from '../source-keys.ts';
import type { Rule } from '../types.ts';

/**
 * Locale keys nothing uses: not named by a schema, UI schema, manifest, error-keys entry or other JSON file of the
 * forms, content or brand, and no string in the code. A group of choice labels (`enums.businessType`) is used only
 * for the choices its fields offer: the label of a choice removed from the schema is dead text a translator keeps
 * translating. Only warnings: code may build a key in a way the scan cannot see, and a text written ahead of its
 * screen is not wrong. Reported in every language's file that has the key, since each must lose it.
 */
export const unusedKeys: Rule = {
  name: 'unused-keys',
  run(context, { report, hasFindings }) {
    const references = collectReferences(context);
    // A broken file, a misspelt key or a choice field without its labels leaves the texts it names unused for a
    // while: judged once the files that name texts are clean, so the analyst reads the mistake and not a list of
    // follow-ups in files they did not touch.
    const naming = [...context.schemaFiles.values(), ...context.contentJsonFiles.values(), context.brandFile];
    const broken = naming.some((file) => file && (file.data === undefined || hasFindings(file.display)));
    if (broken || references.some(({ key }) => missingEverywhere(context, key))) return;
    const namespaces = new Set([...context.localeFiles.values()].flatMap((files) => [...files.keys()]));
    const fromCode = findSourceKeys(context.sources, namespaces);
    const groups = labelGroups(context);
    // A reference to a group uses every text inside it, except a group of choice labels the forms' fields name.
    const whole = new Set([
      ...references
        .filter((reference) => !(reference.expects === 'labels' && groups.has(reference.key)))
        .map((reference) => reference.key),
      ...fromCode.keys,
    ]);
    // Each prefix ends at a dot, so a key is under one when the key up to one of its own dots is that prefix: looked up
    // per dot, not compared with every prefix.
    const prefixes = new Set([...[...whole].map((key) => `${key}.`), ...fromCode.prefixes]);
    const underPrefix = (key: string) => {
      for (let dot = key.indexOf('.'); dot !== -1; dot = key.indexOf('.', dot + 1))
        if (prefixes.has(key.slice(0, dot + 1))) return true;
      return false;
    };
    const choiceOf = (key: string) => {
      const group = key.slice(0, key.lastIndexOf('.'));
      return { group, value: key.slice(group.length + 1), labels: groups.get(group) };
    };
    const isUsed = (key: string) => {
      if (whole.has(key) || underPrefix(key)) return true;
      const { value, labels } = choiceOf(key);
      return labels?.values.has(value) ?? false;
    };
    for (const language of languages(context)) {
      for (const [namespace, file] of context.localeFiles.get(language)!) {
        if (file.data === undefined) continue;
        for (const [key] of leafEntries(file.data, namespace)) {
          if (isUsed(key)) continue;
          const where = formatPath(key.split('.').slice(1));
          const { group, value, labels } = choiceOf(key);
          const fields = [...(labels?.fields ?? [])].map((name) => `"${name}"`).join(', ');
          report(
            labels
              ? {
                  severity: 'warning',
                  file: file.display,
                  where,
                  message: `"${key}" labels the choice "${value}", which ${fields} no longer offer${
                    labels.fields.size > 1 ? '' : 's'
                  }, so nobody sees it`,
                  fix: `Remove "${value}" from "${group}" in every language, or add the choice back to the schema`,
                }
              : {
                  severity: 'warning',
                  file: file.display,
                  where,
                  message: `"${key}" is not used by any schema, UI schema or code`,
                  fix:
                    'Remove it from every language, or use it (a typo in the key where it is used would also ' +
                    'cause this)',
                },
          );
        }
      }
    }
  },
};
