import { declarationsOf, flattenFields, isObject, type Declaration } from '../../../../src/shared/form-model/index.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import { schemaPlace } from '../schema-place.ts';
import type { LintForm, Rule } from '../types.ts';

/** An object of a form, as the form model reads it: the schemas that declare it, and the names of its fields. */
interface FormObject {
  declarations: Declaration[];
  names: string[];
}

/** The form itself, and every object field and list element of objects inside it. */
function objectsOf(form: LintForm): FormObject[] {
  const bundled = form.bundled!;
  const top = { declarations: declarationsOf(bundled, bundled), names: form.fields.map(({ name }) => name) };
  const inner = flattenFields(form.fields, { items: true })
    .filter((field) => field.kind === 'object')
    .map((field) => ({ declarations: field.declarations, names: field.fields.map(({ name }) => name) }));
  return [top, ...inner];
}

/** Each `required` list of a declaration (its own, and its condition's), with where it is. */
function requiredLists({ schema, path }: Declaration): { names: unknown[]; path: (string | number)[] }[] {
  const lists = [{ names: schema.required, path: [...path, 'required'] }];
  if (isObject(schema.if)) lists.push({ names: schema.if.required, path: [...path, 'if', 'required'] });
  return lists.filter((list): list is { names: unknown[]; path: (string | number)[] } => Array.isArray(list.names));
}

/**
 * Every name in `required` is a field of the object (declared beside it, in the parent, or in a condition of the
 * same object), as the form model reads the form: a misspelt name makes the form impossible to submit, as the
 * field it wants never exists. A shared definition is reported once, where it is written.
 */
export const required: Rule = {
  name: 'required',
  run(context, { report }) {
    const reported = new Set<string>();
    for (const form of context.forms) {
      if (!form.bundled) continue;
      for (const { declarations, names } of objectsOf(form))
        for (const list of declarations.flatMap(requiredLists))
          list.names.forEach((name, index) => {
            if (typeof name !== 'string' || names.includes(name)) return;
            const place = schemaPlace(context, form, [...list.path, index]);
            const key = place && `${place.file.display} ${place.where}`;
            if (!place || reported.has(key!)) return;
            reported.add(key!);
            report({
              severity: 'error',
              file: place.file.display,
              where: place.where,
              message: `"required" names "${name}", which is not a property of this object${didYouMean(name, names)}`,
              fix: `Correct the name, or declare "${name}" under "properties"`,
            });
          });
    }
  },
};
