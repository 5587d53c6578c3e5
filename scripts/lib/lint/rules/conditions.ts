import type { JsonObject } from '../../../../src/shared/schema-bundle.ts';
import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import {
  declaresType,
  enumChoices,
  findField,
  isObject,
  type FormField,
} from '../../../../src/shared/form-model/index.ts';
import type { Finding, LintForm, Rule } from '../types.ts';

type Report = (finding: Omit<Finding, 'rule' | 'file'>) => void;

/** What a condition requires of one field: a value (`const`), one of some values (`enum`), or not a value. */
interface Requirement {
  field: string;
  values?: unknown[];
  not?: unknown;
}

/** The per-field requirements of a condition's `properties` (`{"paymentOption": {"const": "CASH_ACCOUNT"}}`). */
function requirementsOf(condition: JsonObject): Requirement[] {
  if (!isObject(condition.properties)) return [];
  return Object.entries(condition.properties).flatMap(([field, rule]): Requirement[] => {
    if (!isObject(rule)) return [];
    if ('const' in rule && !isObject(rule.const)) return [{ field, values: [rule.const] }];
    if (Array.isArray(rule.enum)) return [{ field, values: rule.enum }];
    if (isObject(rule.not) && 'const' in rule.not) return [{ field, not: rule.not.const }];
    return [];
  });
}

/** Whether `field` can ever hold `value`: one of its choices, or of its type. */
function canHold(field: FormField, value: unknown): boolean {
  const choices = enumChoices(field);
  if (choices) return choices.includes(String(value));
  const types = ['boolean', 'string', 'integer', 'number'].filter((type) => declaresType(field, type));
  if (!types.length) return true;
  return types.some((type) => (type === 'integer' ? Number.isInteger(value) : typeof value === type));
}

function describeChoices(field: FormField): string {
  const choices = enumChoices(field);
  if (choices) return `its choices are ${choices.map((choice) => `"${choice}"`).join(', ')}`;
  const type = ['boolean', 'string', 'integer', 'number'].find((candidate) => declaresType(field, candidate));
  const words: Record<string, string> = { boolean: 'true or false', integer: 'a whole number', string: 'a text' };
  return type ? `it holds ${words[type] ?? `a ${type}`}` : 'it holds other values';
}

/** A condition's requirements that no value of the field can meet: the condition is never true. */
function checkReachable(condition: JsonObject, fields: FormField[], path: PathSegment[], at: Report): void {
  for (const requirement of requirementsOf(condition)) {
    const found = findField(fields, requirement.field.split('.'));
    if (!('field' in found) || !requirement.values) continue;
    if (requirement.values.some((value) => canHold(found.field, value))) continue;
    at({
      severity: 'error',
      where: formatPath([...path, 'properties', requirement.field]),
      message:
        `this condition can never be true: "${requirement.field}" is never ` +
        `${requirement.values.map((value) => JSON.stringify(value)).join(' or ')} (${describeChoices(found.field)})`,
      fix: `Compare "${requirement.field}" with one of the values it can have`,
    });
  }
}

/** Whether data meeting `given` always fails `shownWhen` (the field's condition): then the field is hidden. */
function contradicts(given: Requirement[], shownWhen: Requirement[]): boolean {
  return shownWhen.some((need) =>
    given.some((fact) => {
      if (fact.field !== need.field || !fact.values || fact.values.length !== 1) return false;
      const value = fact.values[0];
      if (need.values) return !need.values.some((allowed) => allowed === value);
      return need.not === value;
    }),
  );
}

/**
 * Each top-level field shown only under a condition, as the form model reads the form, with the requirements of
 * the conditions it is shown under (an `else`'s, which requires what its `if` does not, adds none).
 */
function conditionalFields(fields: readonly FormField[]): Map<string, Requirement[]> {
  return new Map(
    fields.filter((field) => field.conditional).map((field) => [field.name, field.conditions.flatMap(requirementsOf)]),
  );
}

/** The field an action puts a value into; none for actions that empty a field (clearing a hidden field is right). */
function filledTarget(action: JsonObject): string | undefined {
  if (typeof action.copy === 'string' && typeof action.to === 'string') return action.to;
  if (typeof action.addItem === 'string') return action.addItem;
  if (typeof action.set === 'string' && action.to !== null && !(Array.isArray(action.to) && action.to.length === 0))
    return action.set;
  return undefined;
}

function checkForm(form: LintForm, at: (file: string) => Report): void {
  const schemaData = form.schemaFile.data;
  if (isObject(schemaData) && Array.isArray(schemaData.allOf)) {
    schemaData.allOf.forEach((member, index) => {
      if (isObject(member) && isObject(member.if))
        checkReachable(member.if, form.fields, ['allOf', index, 'if'], at(form.schemaFile.display));
    });
  }
  const ui = form.uiFile?.data;
  const effects = isObject(ui) && Array.isArray(ui['ui:effects']) ? ui['ui:effects'] : [];
  const hiddenUnless = conditionalFields(form.fields);
  effects.forEach((effect, index) => {
    if (!isObject(effect) || !isObject(effect.when)) return;
    const report = at(form.uiFile!.display);
    checkReachable(effect.when, form.fields, ['ui:effects', index, 'when'], report);
    const given = requirementsOf(effect.when);
    (Array.isArray(effect.do) ? effect.do : []).forEach((action, actionIndex) => {
      const target = isObject(action) ? filledTarget(action) : undefined;
      const shownWhen = target && hiddenUnless.get(target);
      if (!target || !shownWhen || !contradicts(given, shownWhen)) return;
      report({
        severity: 'error',
        where: formatPath(['ui:effects', index, 'do', actionIndex]),
        message:
          `this toggle fills "${target}", but "${target}" is hidden whenever the toggle's condition holds, so ` +
          `the value is never seen and is dropped when saved`,
        fix: `Change the condition, or clear "${target}" instead ({ "clear": "${target}" })`,
      });
    });
  });
}

/**
 * Conditions that cannot work: a condition (an effect's `when`, a schema's `if`) that no value of its field can
 * meet, and a toggle that fills a field its own condition hides. Both pass every other check and silently do
 * nothing on screen.
 */
export const conditions: Rule = {
  name: 'conditions',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      if (!form.bundled || hasErrors(form.schemaFile.display) || (form.uiFile && hasErrors(form.uiFile.display)))
        continue;
      checkForm(form, (file) => (finding) => report({ ...finding, file }));
    }
  },
};
