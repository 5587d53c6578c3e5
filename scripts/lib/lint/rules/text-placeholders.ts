import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { BRAND_PLACEHOLDERS, EMAIL_LAYOUT, EMAIL_TEMPLATES } from '../../../../src/shared/form-lint/known-files.ts';
import { unfilledPlaceholder } from '../../../../src/shared/form-lint/placeholders.ts';
import { languages, leafEntries, localeFileName, lookupKey } from '../locale-keys.ts';
import { collectReferences } from '../references.ts';
import { findSourceValues } from '../source-values.ts';
import type { LintContext, Rule } from '../types.ts';

/** What a message of `errors.json` is given: the field's title and the limits of its rule. */
const ERROR_VALUES = ['field', 'min', 'max'];
/** Namespaces of the forms' own texts, which are shown as written (a list item's title gets its `{number}`). */
const FORM_TEXTS = ['fields', 'help', 'enums', 'steps', 'wizard'];

/**
 * The values each text is given, by key: what the forms and emails fill, or what code gives it in its calls
 * (`t('submission.certificate.document', { applicationId, version, pages })`); undefined where that is not known.
 */
function fillerOf(context: LintContext): (key: string) => string[] | undefined {
  const fromCode = findSourceValues(context.sources);
  const itemTitles = new Set(
    collectReferences(context)
      .filter((reference) => reference.use === 'ui:options.itemTitles')
      .map((reference) => reference.key),
  );
  return (key) => {
    const [namespace, group, name] = key.split('.');
    if (namespace === 'errors') return ERROR_VALUES;
    if (FORM_TEXTS.includes(namespace)) return itemTitles.has(key) ? ['number'] : [];
    if (namespace !== 'emails') return fromCode.get(key);
    if (group === 'layout') return BRAND_PLACEHOLDERS;
    const template = EMAIL_TEMPLATES[group as keyof typeof EMAIL_TEMPLATES];
    return template && name ? [...BRAND_PLACEHOLDERS, ...template.values] : undefined;
  };
}

/**
 * Every placeholder of a text is one its caller fills: `{suplier}` in an email subject, `{company}` in a label, or
 * `{applicationID}` in a line of the certificate of completion whose code gives `applicationId`, would reach readers
 * as it is. And every email the server sends has its texts (`subject`, `body`, `action`).
 */
export const textPlaceholders: Rule = {
  name: 'text-placeholders',
  run(context, { report }) {
    const filled = fillerOf(context);
    for (const language of languages(context)) {
      for (const [namespace, file] of context.localeFiles.get(language)!) {
        if (file.data === undefined) continue;
        for (const [key, text] of leafEntries(file.data, namespace)) {
          const values = filled(key);
          const unfilled = typeof text === 'string' && values ? unfilledPlaceholder(text, values) : undefined;
          if (unfilled)
            report({
              severity: 'error',
              file: file.display,
              where: formatPath(key.split('.').slice(1)),
              message: `"${key}": ${unfilled.message}`,
              fix: unfilled.fix,
            });
        }
      }
    }
    const english = languages(context)[0];
    const needed = [
      ...EMAIL_LAYOUT.map((name) => `emails.layout.${name}`),
      ...Object.entries(EMAIL_TEMPLATES).flatMap(([template, { action }]) =>
        ['subject', 'body', ...(action ? ['action'] : [])].map((part) => `emails.${template}.${part}`),
      ),
    ];
    for (const key of needed) {
      // A text missing from only some languages is locale-parity's to report.
      if (languages(context).some((language) => lookupKey(context, language, key) !== undefined)) continue;
      const group = lookupKey(context, english, key.split('.').slice(0, 2).join('.'));
      report({
        severity: 'error',
        file: localeFileName(context, english, key),
        where: formatPath(key.split('.').slice(1, isObject(group) ? 3 : 2)),
        message: `the server sends an email that uses "${key}", which is in no language`,
        fix: `Add "${key.split('.').slice(1).join('.')}" to the emails file of every language`,
      });
    }
  },
};
