import type { Translate } from '../shared/field-errors.ts';

type UiNode = { [key: string]: unknown };

const TRANSLATED_KEYS = ['ui:title', 'ui:help', 'ui:description', 'ui:placeholder'];

/** Labels of an enum from an i18n object (`enums.state` → `{ MO: "Missouri", … }`), for RJSF's `enumNames`. */
function enumLabels(prefix: string, t: Translate, values: readonly unknown[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [String(value), t(`${prefix}.${String(value)}`)]));
}

/**
 * Replaces the i18n keys of a UI schema with text in the current language. The JSON Schema stays untouched, so the
 * schema that is validated is the same in every language and its precompiled validators keep matching.
 * `enumValues(path)` gives the enum values of the field at a UI-schema path, for `ui:options.labels`.
 */
export function translateUiSchema(
  uiSchema: UiNode,
  t: Translate,
  enumValues: (path: string[]) => readonly unknown[],
): UiNode {
  const walk = (node: UiNode, path: string[]): UiNode => {
    const out: UiNode = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:effects') continue;
      if (TRANSLATED_KEYS.includes(key) && typeof value === 'string') out[key] = t(value);
      else if (key === 'ui:options' && value && typeof value === 'object') {
        const { labels, group, ...rest } = value as UiNode;
        // A group heading (field-layout.tsx) is a text key, like a title.
        const options = typeof group === 'string' ? { ...rest, group: t(group) } : rest;
        out[key] =
          typeof labels === 'string' ? { ...options, enumNames: enumLabels(labels, t, enumValues(path)) } : options;
      } else if (value && typeof value === 'object' && !Array.isArray(value) && !key.startsWith('ui:')) {
        out[key] = walk(value as UiNode, [...path, key]);
      } else out[key] = value;
    }
    return out;
  };
  return walk(uiSchema, []);
}
