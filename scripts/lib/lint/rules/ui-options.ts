import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { closest, didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import { flattenFields, isObject, type FormField, type JsonObject } from '../../../../src/shared/form-model/index.ts';
import { UI_OPTIONS, type UiOptionValue } from '../../../../src/shared/ui-options.ts';
import { AUTOFILL_NAMES, isAutofillValue } from '../autofill.ts';
import type { Finding, Rule } from '../types.ts';
import { RJSF_UI_SETTINGS } from '../ui-keys.ts';

type Problem = Pick<Finding, 'message' | 'fix'>;

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Why `value` is not one the option `name` takes (undefined when it is), in plain words with the fix. */
function valueProblem(name: string, rule: UiOptionValue, value: unknown): Problem | undefined {
  const does = UI_OPTIONS[name].does;
  const shown = JSON.stringify(value);
  switch (rule.kind) {
    case 'text':
    case 'labels':
      return typeof value === 'string'
        ? undefined
        : {
            message: `"${name}" ${does}, so it must name a text, not ${shown}`,
            fix: `Write a text key such as "fields.someName"`,
          };
    case 'texts':
      return Array.isArray(value) && value.every((key) => typeof key === 'string')
        ? undefined
        : {
            message: `"${name}" ${does}, so it must be a list of text keys, not ${shown}`,
            fix: 'Write it as [ "fields.first", "fields.second" ]',
          };
    case 'boolean':
      return typeof value === 'boolean'
        ? undefined
        : {
            message: `"${name}" ${does} when it is true, but it is ${shown}`,
            fix: `Write true or false without quotes`,
          };
    case 'count':
      return Number.isInteger(value) && (value as number) >= 0
        ? undefined
        : { message: `"${name}" ${does}, so it must be a whole number, not ${shown}`, fix: 'Write a number such as 1' };
    case 'one-of':
      return typeof value === 'string' && rule.values.includes(value)
        ? undefined
        : {
            message:
              `"${name}" ${does}, but ${shown} is not one it knows` +
              `${typeof value === 'string' ? didYouMean(value, rule.values) : ''}, so it has no effect`,
            fix: `Use one of ${quoted(rule.values)}`,
          };
    case 'field':
      return typeof value === 'string' && value !== ''
        ? undefined
        : {
            message: `"${name}" ${does}, so it must be the name of a field beside it, not ${shown}`,
            fix: 'Write a field name such as "addressZip"',
          };
    case 'mask':
      return typeof value === 'string' && value.includes('#')
        ? undefined
        : {
            message: `"${name}" ${does}, so it must be a text with a # for each digit, not ${shown}`,
            fix: 'Write it as "(###) ###-####"',
          };
    case 'autofill': {
      if (typeof value === 'string' && isAutofillValue(value)) return undefined;
      const last = typeof value === 'string' ? (value.trim().split(/\s+/).at(-1) ?? '') : '';
      return {
        message:
          `"${name}" ${does}, but browsers do not know ${shown}` +
          `${last ? didYouMean(last, AUTOFILL_NAMES) : ''}, so they ignore it`,
        fix: 'Use an autofill name such as "email", "tel", "organization" or "postal-code", or "off"',
      };
    }
    default:
      return undefined;
  }
}

/** The problems of one field's settings: its `ui:options` entries and the `ui:` keys that are options. */
function settingsProblems(ui: JsonObject, path: PathSegment[]): (Problem & { where: PathSegment[] })[] {
  const found: (Problem & { where: PathSegment[] })[] = [];
  const check = (name: string, value: unknown, where: PathSegment[]) => {
    const problem = valueProblem(name, UI_OPTIONS[name].value, value);
    if (problem) found.push({ ...problem, where });
  };
  for (const [key, value] of Object.entries(ui)) {
    const name = key.slice(3);
    if (key.startsWith('ui:') && Object.hasOwn(UI_OPTIONS, name)) check(name, value, [...path, key]);
  }
  const options = ui['ui:options'];
  if (options === undefined) return found;
  if (!isObject(options))
    return [
      ...found,
      {
        where: [...path, 'ui:options'],
        message: `"ui:options" must be an object, not ${JSON.stringify(options)}`,
        fix: 'Write it as { "width": "half" }',
      },
    ];
  const known = [...Object.keys(UI_OPTIONS), ...RJSF_UI_SETTINGS];
  for (const [name, value] of Object.entries(options)) {
    const where = [...path, 'ui:options', name];
    if (Object.hasOwn(UI_OPTIONS, name)) check(name, value, where);
    else if (!RJSF_UI_SETTINGS.includes(name)) {
      const guess = closest(name, known);
      found.push({
        where,
        message: `"${name}" is not an option the form reads${didYouMean(name, known)}, so it has no effect`,
        fix: guess
          ? `Write "${guess}"`
          : `Remove it, or use one of the form's options: ${quoted(Object.keys(UI_OPTIONS))}`,
      });
    }
  }
  return found;
}

/** Where an option of a field is written: as a `ui:` key, or in `ui:options`. */
const optionPlace = (field: FormField, name: string): PathSegment[] =>
  `ui:${name}` in field.ui.node ? [...field.path, `ui:${name}`] : [...field.path, 'ui:options', name];

/** Options that are valid but do nothing on this field: a mask without the masked widget, a stray kept-date help. */
function fitProblems(field: FormField): (Problem & { where: PathSegment[]; severity: Finding['severity'] })[] {
  const { options, widget } = field.ui;
  const found: (Problem & { where: PathSegment[]; severity: Finding['severity'] })[] = [];
  const name = field.path.filter((part) => part !== 'items').join('.');
  for (const option of ['mask', 'keepMask', 'conceal'])
    if (options[option] !== undefined && widget !== 'masked')
      found.push({
        severity: 'error',
        where: optionPlace(field, option),
        message: `"${option}" is only read by the masked widget, and "${name}" does not use it`,
        fix: `Remove "${option}", or set "ui:widget": "masked"`,
      });
  if (options.nearZip !== undefined && widget !== 'store')
    found.push({
      severity: 'error',
      where: optionPlace(field, 'nearZip'),
      message: `"nearZip" is only read by the store widget, and "${name}" does not use it`,
      fix: 'Remove "nearZip", or set "ui:widget": "store"',
    });
  if (widget === 'masked' && options.mask === undefined)
    found.push({
      severity: 'error',
      where: [...field.path, 'ui:widget'],
      message: `The masked widget shapes digits by its "mask", and "${name}" has none, so nothing can be typed`,
      fix: 'Add "ui:options": { "mask": "###-##-####" } (a # for each digit)',
    });
  if (options.keptHelp !== undefined && widget !== 'dateOfBirth')
    found.push({
      severity: 'error',
      where: optionPlace(field, 'keptHelp'),
      message: `"keptHelp" is only shown by the dateOfBirth widget, and "${name}" does not use it`,
      fix: 'Remove "keptHelp", or set "ui:widget": "dateOfBirth"',
    });
  return found;
}

/**
 * Every option a UI schema gives a field is one the form reads (`src/shared/ui-options.ts`, or RJSF's own), with
 * a value it takes: a misspelt option (`widht`), a width, keyboard or format nobody knows, `"true"` in quotes
 * where true is meant, or an autofill name browsers do not know all silently do nothing; so does an option on a
 * field it does not fit (a mask without the masked widget).
 */
export const uiOptions: Rule = {
  name: 'ui-options',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      const root = form.uiFile?.data;
      if (!form.uiFile || !isObject(root) || hasErrors(form.uiFile.display)) continue;
      const nodes: [JsonObject, PathSegment[]][] = [
        [root, []],
        ...flattenFields(form.fields, { items: true }).map(({ ui, path }): [JsonObject, PathSegment[]] => [
          ui.node,
          path,
        ]),
      ];
      const file = form.uiFile.display;
      for (const [ui, path] of nodes)
        for (const { where, message, fix } of settingsProblems(ui, path))
          report({ severity: 'error', file, where: formatPath(where), message, fix });
      for (const field of flattenFields(form.fields, { items: true }))
        for (const { where, ...problem } of fitProblems(field)) report({ ...problem, file, where: formatPath(where) });
    }
  },
};
