import type { JsonObject } from '../../../../src/shared/schema-bundle.ts';
import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { findField, isObject, type FormField } from '../../../../src/shared/form-model/index.ts';
import { refTarget } from '../../../../src/shared/form-lint/refs.ts';
import { eachSubschema } from '../schema-walk.ts';
import type { JsonFile, LintContext, LintForm, Reporter } from '../types.ts';
import { valueProblem } from '../value-check.ts';

type Report = (where: PathSegment[], message: string, fix: string) => void;

/**
 * Why no declaration of a field accepts `value` (a field declared again in a condition's branches has other rules
 * there; one that accepts is enough), or undefined when one does.
 */
function fieldProblem(field: FormField, value: unknown, definitions: unknown): string | undefined {
  const problems = field.declarations.map(({ schema }) => valueProblem(value, schema, definitions));
  return problems.includes(undefined) ? undefined : problems[0];
}

/** A value computed by the validator (`{ "$data": "1/newPassword" }`), not written: it cannot be judged here. */
const isDataReference = (value: unknown) => isObject(value) && '$data' in value;

/** A schema with its `$ref` followed (across files), and the definitions its own `$ref`s point into. */
function resolved(context: LintContext, file: JsonFile, schema: JsonObject): [JsonObject, unknown] {
  const definitionsOf = (data: unknown) => (isObject(data) ? data.definitions : undefined);
  if (typeof schema.$ref !== 'string') return [schema, definitionsOf(file.data)];
  const found = refTarget(context.schemaFiles, file, schema.$ref);
  if (!found || !isObject(found.target)) return [{}, undefined];
  const { $ref: _ref, ...rest } = schema;
  return [{ allOf: [rest, found.target] }, definitionsOf(found.file.data)];
}

/** `default`, `examples`, `const` and `enum` of every schema in the schema files, each against its own schema. */
function checkDeclarations(context: LintContext, file: JsonFile, at: Report): void {
  eachSubschema(file.data, (schema, path) => {
    // Conditions test fields declared elsewhere: their values are checked against those fields below.
    if (path.includes('if') || path.includes('not')) return;
    const [rules, definitions] = resolved(context, file, schema);
    const withoutOwn = (keyword: string) => {
      const { [keyword]: _own, ...rest } = schema;
      return resolved(context, file, rest)[0];
    };
    if ('default' in schema) {
      const problem = valueProblem(schema.default, rules, definitions);
      if (problem)
        at(
          [...path, 'default'],
          `the default ${JSON.stringify(schema.default)} is not a value this field accepts: ${problem}`,
          'Write a value the field accepts, or remove "default"',
        );
    }
    if ('examples' in schema && !Array.isArray(schema.examples))
      at([...path, 'examples'], '"examples" must be a list of values', 'Write it as [ "an example value" ]');
    if (Array.isArray(schema.examples))
      schema.examples.forEach((example, index) => {
        const problem = valueProblem(example, rules, definitions);
        if (problem)
          at(
            [...path, 'examples', index],
            `the example ${JSON.stringify(example)} is not a value this field accepts: ${problem}`,
            'Write an example the field accepts: sample applications, tests and the preview are made from it',
          );
      });
    if ('const' in schema && !isDataReference(schema.const)) {
      const problem = valueProblem(schema.const, withoutOwn('const'), definitions);
      if (problem)
        at(
          [...path, 'const'],
          `"const" is ${JSON.stringify(schema.const)}, which the field's other rules never accept (${problem}), so ` +
            `no value is ever valid and every submit fails`,
          typeof schema.const === 'string' && ['true', 'false'].includes(schema.const)
            ? `Write ${schema.const} without quotes`
            : 'Write a value the field accepts',
        );
    }
    if (Array.isArray(schema.enum)) {
      const others = withoutOwn('enum');
      schema.enum.forEach((choice, index) => {
        const problem = valueProblem(choice, others, definitions);
        if (problem)
          at(
            [...path, 'enum', index],
            `the choice ${JSON.stringify(choice)} is never accepted by the field's other rules: ${problem}`,
            'Write the choice so the field accepts it (a number without quotes, a text in quotes)',
          );
      });
    }
  });
}

/** The values effects put into fields (`set` … `to`); the values conditions compare with are the conditions rule's. */
function checkEffects(form: LintForm, at: Report): void {
  const effects = isObject(form.uiFile?.data) ? form.uiFile.data['ui:effects'] : undefined;
  if (!Array.isArray(effects)) return;
  effects.forEach((effect, index) => {
    if (!isObject(effect)) return;
    if (!Array.isArray(effect.do)) return;
    effect.do.forEach((action, step) => {
      // `null` empties the field, which every field allows.
      if (!isObject(action) || !('to' in action) || action.to === null) return;
      const name =
        typeof action.set === 'string' ? action.set : typeof action.setEach === 'string' ? action.setEach : undefined;
      const found = name === undefined ? undefined : findField(form.fields, name.split('.'));
      if (!found || !('field' in found)) return;
      let target: FormField | undefined = found.field;
      if (typeof action.setEach === 'string') {
        const item = found.field.kind === 'list' ? found.field.item : undefined;
        target =
          item && typeof action.field === 'string' ? item.fields.find(({ name }) => name === action.field) : undefined;
      }
      if (!target) return;
      const problem = fieldProblem(target, action.to, form.bundled?.definitions);
      if (problem)
        at(
          ['ui:effects', index, 'do', step, 'to'],
          `this effect puts ${JSON.stringify(action.to)} into ` +
            `"${name}${action.field ? `.${String(action.field)}` : ''}", a value the field does not accept ` +
            `(${problem}), so the form can never be sent as it fills it`,
          'Write a value the field accepts',
        );
    });
  });
}

/**
 * Every value written for a field is one the field accepts: `default`, `examples`, a field's own `const` and
 * `enum` entries and the values effects fill in. A terms box whose `const`
 * is the text "true" is never valid, so nobody could submit.
 */
export const fieldValues = {
  name: 'field-values',
  run(context: LintContext, { report, hasErrors }: Reporter) {
    const reporter =
      (file: JsonFile): Report =>
      (where, message, fix) =>
        report({ severity: 'error', file: file.display, where: formatPath(where), message, fix });
    for (const file of context.schemaDocuments)
      if (!hasErrors(file.display)) checkDeclarations(context, file, reporter(file));
    for (const form of context.forms) {
      if (!form.bundled || form.documents.some((file) => hasErrors(file.display))) continue;
      if (form.uiFile && !hasErrors(form.uiFile.display)) checkEffects(form, reporter(form.uiFile));
    }
  },
};
