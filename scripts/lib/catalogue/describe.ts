import { isObject, type JsonObject } from '../../../src/shared/form-model/index.ts';
import type { Effect, EffectAction } from '../../../src/shared/form-types.ts';

export type Words = (key: string, values?: Record<string, unknown>) => string;

const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));

const FORMATS: Record<string, string> = {
  email: 'an email address',
  date: 'a date (YYYY-MM-DD)',
  uri: 'a web address',
};

/** The rules of a field in plain words: "9 digits, no dashes", "100 to 50,000", "at most 60 characters". */
export function describeRules(schema: JsonObject): string[] {
  const rules: string[] = [];
  if (typeof schema.$comment === 'string') rules.push(schema.$comment);
  if (schema.type === 'integer') rules.push('a whole number');
  if (schema.type === 'boolean') rules.push('yes or no');
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
    rules.push(`${number(schema.minimum)} to ${number(schema.maximum)}`);
  else if (typeof schema.maximum === 'number') rules.push(`at most ${number(schema.maximum)}`);
  else if (typeof schema.minimum === 'number') rules.push(`at least ${number(schema.minimum)}`);
  if (typeof schema.maxLength === 'number') rules.push(`at most ${number(schema.maxLength)} characters`);
  if (typeof schema.minItems === 'number' && schema.minItems > 0)
    rules.push(`at least ${number(schema.minItems)} entries`);
  if (typeof schema.maxItems === 'number') rules.push(`at most ${number(schema.maxItems)} entries`);
  if (typeof schema.format === 'string') rules.push(FORMATS[schema.format] ?? `format ${schema.format}`);
  if (typeof schema.pattern === 'string' && typeof schema.$comment !== 'string')
    rules.push(`matches the pattern \`${schema.pattern}\``);
  if (schema.const !== undefined && !isObject(schema.const)) rules.push(`must be ${JSON.stringify(schema.const)}`);
  return rules;
}

/** The message keys a field can show: its own `errorMessage` keys, and "required" when it is required. */
export function messageKeys(schema: JsonObject, required: boolean, defaultKeys: Record<string, string>): string[] {
  const own = isObject(schema.errorMessage)
    ? Object.values(schema.errorMessage).filter((key): key is string => typeof key === 'string')
    : [];
  return [...new Set([...(required ? [defaultKeys.required] : []), ...own])];
}

function valueWords(field: string, value: unknown, label: (field: string, value: unknown) => string): string {
  return typeof value === 'boolean' || typeof value === 'string' ? label(field, value) : JSON.stringify(value);
}

/** A condition of the forms (a JSON Schema over the form's data) in words: "Payment Option is not Cash account". */
export function describeCondition(
  condition: JsonObject,
  title: (field: string) => string,
  label: (field: string, value: unknown) => string,
): string {
  if (isObject(condition.not)) return `not (${describeCondition(condition.not, title, label)})`;
  const parts = Object.entries(isObject(condition.properties) ? condition.properties : {}).map(([field, rule]) => {
    if (!isObject(rule)) return `${title(field)} is set`;
    if ('const' in rule) return `${title(field)} is ${valueWords(field, rule.const, label)}`;
    if (isObject(rule.not) && 'const' in rule.not)
      return `${title(field)} is not ${valueWords(field, rule.not.const, label)}`;
    if (Array.isArray(rule.enum))
      return `${title(field)} is one of ${rule.enum.map((value) => valueWords(field, value, label)).join(', ')}`;
    return `${title(field)} matches ${JSON.stringify(rule)}`;
  });
  return parts.join(' and ') || 'always';
}

function describeAction(action: EffectAction, title: (field: string) => string): string {
  if ('copy' in action) return `copies ${title(action.copy)} into ${title(action.to)}`;
  if ('clear' in action) return `clears ${title(action.clear)}`;
  if ('addItem' in action)
    return `adds one empty entry to ${title(action.addItem)}${action.ifEmpty ? ' when it has none' : ''}`;
  if ('setEach' in action)
    return `sets ${action.field} of every entry of ${title(action.setEach)} to ${JSON.stringify(action.to)}`;
  return `sets ${title(action.set)} to ${JSON.stringify(action.to)}`;
}

/** A toggle of `ui:effects` in words: "When Same as above or Phone changes and Same as above is Yes: copies …". */
export function describeEffect(
  effect: Effect,
  title: (field: string) => string,
  label: (field: string, value: unknown) => string,
): string {
  const when = describeCondition(effect.when, title, label);
  return (
    `When ${effect.on.map(title).join(' or ')} changes and ${when}: ` +
    `${effect.do.map((action) => describeAction(action, title)).join(', then ')}.`
  );
}
