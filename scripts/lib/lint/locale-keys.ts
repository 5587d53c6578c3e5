import { isObject } from '../../../src/shared/form-model/index.ts';
import { perContext } from './per-context.ts';
import type { JsonFile, LintContext } from './types.ts';

/** The languages found under the locales folder, English (the fallback) first. */
export function languages(context: LintContext): string[] {
  return [...context.localeFiles.keys()].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** The locale file that holds `key` in `language` (`fields.companyName` → `locales/es/fields.json`). */
function localeFileOf(context: LintContext, language: string, key: string): JsonFile | undefined {
  return context.localeFiles.get(language)?.get(key.split('.')[0]);
}

/** The display path a key's file has or would have in `language`, for messages telling where to add it. */
export function localeFileName(context: LintContext, language: string, key: string): string {
  return (
    localeFileOf(context, language, key)?.display ??
    `${context.localesDir.split(/[\\/]/).pop()}/${language}/${key.split('.')[0]}.json`
  );
}

/** The value of an i18n key in one language (a text, or an object of texts), or undefined when it is missing. */
export function lookupKey(context: LintContext, language: string, key: string): unknown {
  const [, ...path] = key.split('.');
  if (path.length === 0) return undefined;
  return path.reduce<unknown>(
    (node, part) => (isObject(node) ? node[part] : undefined),
    localeFileOf(context, language, key)?.data,
  );
}

/** Every text of a locale object as `[key, text]`, keys written in full (`enums.state.MO`). */
export function leafEntries(data: unknown, prefix: string): readonly [string, unknown][] {
  if (!isObject(data)) return [[prefix, data]];
  // A locale file's data is shared by every lint run on the same text (`scanJson`): listed once per prefix.
  const byPrefix = leafCache.get(data) ?? new Map<string, readonly [string, unknown][]>();
  leafCache.set(data, byPrefix);
  let entries = byPrefix.get(prefix);
  if (!entries) {
    entries = Object.entries(data).flatMap(([name, value]) => leafEntries(value, `${prefix}.${name}`));
    byPrefix.set(prefix, entries);
  }
  return entries;
}
const leafCache = new WeakMap<object, Map<string, readonly [string, unknown][]>>();

/** Every key that has a text in at least one language. */
export const allLeafKeys = perContext((context) => {
  const keys = new Set<string>();
  for (const namespaces of context.localeFiles.values()) {
    for (const [namespace, file] of namespaces)
      for (const [key] of leafEntries(file.data ?? {}, namespace)) keys.add(key);
  }
  return keys;
});

/** Every key of a group of texts (`enums`, `enums.state`): what a `ui:options.labels` may name. */
export const allGroupKeys = perContext((context) => {
  const groups = new Set<string>();
  for (const key of allLeafKeys(context)) {
    const parts = key.split('.');
    for (let length = 1; length < parts.length; length++) groups.add(parts.slice(0, length).join('.'));
  }
  return groups;
});

/** The language's name in English for messages ("Spanish"), or its code when unknown. */
export function languageName(language: string): string {
  return englishNames.of(language) ?? language;
}
const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** Whether a key is missing from every language: then the reference is wrong, not one translation. */
export function missingEverywhere(context: LintContext, key: string): boolean {
  return languages(context).every((language) => lookupKey(context, language, key) === undefined);
}
