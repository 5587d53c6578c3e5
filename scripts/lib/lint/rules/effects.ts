import type { JsonObject } from '../../../../src/shared/schema-bundle.ts';
import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { findField, isObject, type FormField } from '../../../../src/shared/form-model/index.ts';
import { findUnknownKeywords } from '../schema-walk.ts';
import { knownKeywords, strictAjvReader } from '../../../../src/shared/form-lint/strict-ajv.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import type { Finding, Rule } from '../types.ts';
import { unknownKeywordProblem } from './schema-keywords.ts';

/** The actions of `src/shared/form-types.ts` (`EffectAction`): the verb, and what else each one needs. */
const ACTIONS: Record<string, { needs: string[]; list?: true }> = {
  set: { needs: ['to'] },
  clear: { needs: [] },
  copy: { needs: ['to'] },
  addItem: { needs: ['item'], list: true },
  setEach: { needs: ['field', 'to'], list: true },
};

type Report = (finding: Omit<Finding, 'rule' | 'file'>) => void;

/**
 * `ui:effects` name only fields of the form: in `on`, in the actions (`set`, `clear`, `copy` and its `to`,
 * `addItem`, `setEach` and its `field`) and in the `when` condition. A wrong name makes the effect silently do
 * nothing (or fill a field the form does not have), which no test of the happy path notices.
 */
export const effects: Rule = {
  name: 'effects',
  run(context, { report }) {
    const known = knownKeywords(strictAjvReader());
    for (const form of context.forms) {
      const ui = form.uiFile?.data;
      if (!isObject(ui) || ui['ui:effects'] === undefined || !form.bundled) continue;
      const file = form.uiFile!.display;
      const at: Report = (finding) => report({ ...finding, file });
      const list = ui['ui:effects'];
      if (!Array.isArray(list)) {
        at({
          severity: 'error',
          where: 'ui:effects',
          message: 'ui:effects must be a list of effects',
          fix: 'Write it as [{ "on": [...], "when": {...}, "do": [...] }]',
        });
        continue;
      }
      list.forEach((effect, index) => checkEffect(effect, ['ui:effects', index], form.fields, known, at));
    }
  },
};

function checkEffect(
  effect: unknown,
  base: PathSegment[],
  fields: readonly FormField[],
  known: ReadonlySet<string>,
  at: Report,
): void {
  if (!isObject(effect))
    return at({
      severity: 'error',
      where: formatPath(base),
      message: 'an effect must be an object',
      fix: 'Write it as { "on": [...], "when": {...}, "do": [...] }',
    });
  for (const part of ['on', 'when', 'do']) {
    if (!(part in effect))
      at({
        severity: 'error',
        where: formatPath(base),
        message: `this effect has no "${part}"`,
        fix: 'Every effect needs "on" (fields to watch), "when" (a condition) and "do" (actions)',
      });
  }
  const on = effect.on;
  if (on !== undefined && (!Array.isArray(on) || on.length === 0)) {
    at({
      severity: 'error',
      where: formatPath([...base, 'on']),
      message: '"on" must be a list of field names',
      fix: 'Write it as ["fieldName"]',
    });
  } else on?.forEach((name: unknown, index: number) => checkField(name, [...base, 'on', index], fields, at));
  if (effect.when !== undefined) {
    if (!isObject(effect.when))
      at({
        severity: 'error',
        where: formatPath([...base, 'when']),
        message: '"when" must be a JSON Schema object',
        fix: 'Write it as { "properties": { "field": { "const": true } }, "required": ["field"] }',
      });
    else {
      for (const { key, path } of findUnknownKeywords(effect.when, known, [...base, 'when']))
        at({ severity: 'error', where: formatPath(path), ...unknownKeywordProblem(key, known) });
      checkCondition(effect.when, fields, [...base, 'when'], at);
    }
  }
  const actions = effect.do;
  if (actions !== undefined && (!Array.isArray(actions) || actions.length === 0)) {
    at({
      severity: 'error',
      where: formatPath([...base, 'do']),
      message: '"do" must be a list of actions',
      fix: 'Write it as [{ "clear": "fieldName" }]',
    });
  } else actions?.forEach((action: unknown, index: number) => checkAction(action, [...base, 'do', index], fields, at));
}

/** A field path named by an effect (`"phone"`, `"shops.creditLimit"`) must reach a field. */
function checkField(
  name: unknown,
  path: PathSegment[],
  fields: readonly FormField[],
  at: Report,
): FormField | undefined {
  if (typeof name !== 'string') {
    at({
      severity: 'error',
      where: formatPath(path),
      message: `${JSON.stringify(name)} is not a field name`,
      fix: 'Write the field name in double quotes',
    });
    return undefined;
  }
  const found = findField(fields, name.split('.'));
  if ('field' in found) return found.field;
  const inside = found.parent.length ? `"${found.parent.join('.')}"` : 'this form';
  at({
    severity: 'error',
    where: formatPath(path),
    message: `"${found.missing}" is not a field of ${inside}${didYouMean(found.missing, found.among)}`,
    fix: 'Use a property name from the form\'s schema (dotted for fields inside another, e.g. "shops.creditLimit")',
  });
  return undefined;
}

function checkAction(action: unknown, path: PathSegment[], fields: readonly FormField[], at: Report): void {
  const verbs = isObject(action) ? Object.keys(action).filter((key) => key in ACTIONS) : [];
  if (!isObject(action) || verbs.length !== 1) {
    const keys = isObject(action) ? Object.keys(action) : [];
    const guess = keys.map((key) => didYouMean(key, Object.keys(ACTIONS))).find(Boolean) ?? '';
    at({
      severity: 'error',
      where: formatPath(path),
      message: `an action must have exactly one of ${Object.keys(ACTIONS)
        .map((verb) => `"${verb}"`)
        .join(', ')}; this one has ${verbs.length ? verbs.map((verb) => `"${verb}"`).join(' and ') : 'none'}${guess}`,
      fix: 'Write one action per entry, e.g. { "clear": "fieldName" }',
    });
    return;
  }
  const verb = verbs[0];
  const target = checkField(action[verb], [...path, verb], fields, at);
  for (const need of ACTIONS[verb].needs) {
    if (!(need in action))
      at({
        severity: 'error',
        where: formatPath(path),
        message: `"${verb}" needs "${need}"`,
        fix: `Add "${need}" to this action`,
      });
  }
  if (verb === 'copy' && 'to' in action) checkField(action.to, [...path, 'to'], fields, at);
  if (!target || !ACTIONS[verb].list) return;
  const item = target.kind === 'list' ? target.item : undefined;
  if (!item) {
    at({
      severity: 'error',
      where: formatPath([...path, verb]),
      message: `"${verb}" works on a list, but "${String(action[verb])}" is not one`,
      fix: 'Name a field whose type is "array"',
    });
  } else if (verb === 'setEach' && 'field' in action) {
    checkField(action.field, [...path, 'field'], item.fields, at);
  }
}

/** The names a condition tests (`properties` keys and `required` entries) must be fields at that level. */
function checkCondition(schema: JsonObject, fields: readonly FormField[], path: PathSegment[], at: Report): void {
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const field = checkField(name, [...path, 'properties', name], fields, at);
      if (!field || !isObject(property)) continue;
      const item = field.kind === 'list' ? field.item : undefined;
      if (item && isObject(property.items))
        checkCondition(property.items, item.fields, [...path, 'properties', name, 'items'], at);
      else if (!item) checkCondition(property, field.fields, [...path, 'properties', name], at);
    }
  }
  if (Array.isArray(schema.required))
    schema.required.forEach((name, index) => checkField(name, [...path, 'required', index], fields, at));
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const members = schema[keyword];
    if (Array.isArray(members))
      members.forEach(
        (member, index) => isObject(member) && checkCondition(member, fields, [...path, keyword, index], at),
      );
  }
  for (const keyword of ['not', 'if', 'then', 'else']) {
    const member = schema[keyword];
    if (isObject(member)) checkCondition(member, fields, [...path, keyword], at);
  }
}
