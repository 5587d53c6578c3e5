import { allGroupKeys, allLeafKeys, languages, localeFileName, lookupKey, missingEverywhere } from '../locale-keys.ts';
import { collectReferences } from '../references.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import type { Rule } from '../types.ts';

/**
 * Every i18n key the schemas, UI schemas, error-keys file and manifest name must exist. A key missing from every
 * language is reported where it is named (most likely a typo there); a key missing from only some languages is
 * the `locale-parity` rule's to report, in the file that lacks it.
 */
export const translations: Rule = {
  name: 'translations',
  run(context, { report }) {
    const known = allLeafKeys(context);
    const groups = allGroupKeys(context);
    const everyLanguage = languages(context);
    for (const reference of collectReferences(context)) {
      const { key, file, where, use, expects } = reference;
      const files = everyLanguage.map((language) => localeFileName(context, language, key)).join(' and ');
      if (missingEverywhere(context, key)) {
        const looksLikeKey = /^[\w-]+(\.[\w-]+)+$/.test(key);
        report({
          severity: 'error',
          file: file.display,
          where,
          message: looksLikeKey
            ? `${use} names the key "${key}", which is in no locale ` +
              `file${didYouMean(key, expects === 'labels' ? groups : known)}`
            : `${use} is "${key}", but it must be an i18n key such as "fields.companyName", not the text itself`,
          fix: looksLikeKey
            ? `Correct the key, or add it to ${files}`
            : `Put the text in ${everyLanguage.map((l) => `locales/${l}/*.json`).join(' and ')} and write its key here`,
        });
        continue;
      }
      for (const language of everyLanguage) {
        const value = lookupKey(context, language, key);
        // A value that is neither a text nor a group (a number) is locale-texts' to report, in its file.
        if (value === undefined || (typeof value !== 'string' && !isObject(value))) continue;
        const isText = typeof value === 'string';
        if (expects === 'text' && !isText) {
          report({
            severity: 'error',
            file: file.display,
            where,
            message:
              `${use} names "${key}", which in ${localeFileName(context, language, key)} is a group of texts, ` +
              `not one text`,
            fix: `Name one of the texts inside it, e.g. "${key}.${Object.keys(value as object)[0] ?? '…'}"`,
          });
        } else if (expects === 'labels' && isText) {
          report({
            severity: 'error',
            file: file.display,
            where,
            message:
              `${use} names "${key}", which in ${localeFileName(context, language, key)} is one text, not a ` +
              `group with one label per choice`,
            fix: `Make "${key}" an object whose keys are the field's choices`,
          });
        }
      }
    }
  },
};
