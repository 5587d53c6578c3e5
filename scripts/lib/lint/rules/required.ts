import type { JsonObject } from '../../../../src/shared/schema-bundle.ts';
import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../../src/shared/form-model/index.ts';
import { refTarget } from '../../../../src/shared/form-lint/refs.ts';
import { eachSubschema } from '../schema-walk.ts';
import { didYouMean } from '../../../../src/shared/form-lint/suggest.ts';
import type { JsonFile, LintContext, Rule } from '../types.ts';

/** Keywords whose schemas describe the same object as their parent, so may require its properties. */
const SAME_OBJECT = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else'];
const NAME_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

/** A schema describing one object: where it is (undefined when reached through a `$ref`, checked in its own file). */
interface Part {
  schema: JsonObject;
  path: PathSegment[] | undefined;
}

/** Whether the schema at `path` starts a new object, rather than adding rules to its parent's (`allOf`, `then`, …). */
function startsObject(path: PathSegment[]): boolean {
  const last = path[path.length - 1];
  const keyword = typeof last === 'number' ? path[path.length - 2] : last;
  const owner = typeof last === 'number' ? path[path.length - 3] : path[path.length - 2];
  return !SAME_OBJECT.includes(String(keyword)) || NAME_MAPS.includes(String(owner));
}

/** The schema, what its `$ref` points to and its `allOf`/`then`/… members: all the rules of one object. */
function partsOf(
  context: LintContext,
  file: JsonFile,
  schema: JsonObject,
  path: PathSegment[] | undefined,
  seen: Set<unknown>,
): Part[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const parts: Part[] = [{ schema, path }];
  if (typeof schema.$ref === 'string') {
    const found = refTarget(context.schemaFiles, file, schema.$ref);
    if (found && isObject(found.target)) parts.push(...partsOf(context, found.file, found.target, undefined, seen));
  }
  for (const keyword of SAME_OBJECT) {
    const value = schema[keyword];
    const members = Array.isArray(value)
      ? value.map((member, index) => [member, index] as const)
      : [[value, undefined] as const];
    for (const [member, index] of members) {
      if (!isObject(member)) continue;
      const at = path && (index === undefined ? [...path, keyword] : [...path, keyword, index]);
      parts.push(...partsOf(context, file, member, at, seen));
    }
  }
  return parts;
}

/**
 * Every name in `required` is a property of the object (declared beside it, in the parent, or in a condition
 * of the same object): a misspelt name makes the form impossible to submit, as the field it wants never exists.
 */
export const required: Rule = {
  name: 'required',
  run(context, { report }) {
    for (const file of context.schemaDocuments) {
      eachSubschema(file.data, (schema, path) => {
        if (!startsObject(path)) return;
        const parts = partsOf(context, file, schema, path, new Set());
        const names = new Set(
          parts.flatMap((part) => (isObject(part.schema.properties) ? Object.keys(part.schema.properties) : [])),
        );
        for (const part of parts) {
          if (!part.path || !Array.isArray(part.schema.required)) continue;
          part.schema.required.forEach((name, index) => {
            if (typeof name !== 'string' || names.has(name)) return;
            report({
              severity: 'error',
              file: file.display,
              where: formatPath([...part.path!, 'required', index]),
              message: `"required" names "${name}", which is not a property of this object${didYouMean(name, names)}`,
              fix: `Correct the name, or declare "${name}" under "properties"`,
            });
          });
        }
      });
    }
  },
};
