import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import { formatPath, pointerSegments } from '../json-path.ts';
import { createStrictAjv } from '../strict-ajv.ts';
import type { Rule } from '../types.ts';

/** The validator's complaint in an analyst's words: no option names, no JSON pointers. */
function plainWords(message: string): string {
  return message
    .replace(/ \(strictTypes\)| \(strictRequired\)/g, '')
    .replace(/use allowUnionTypes to allow union type keyword/, 'a field may have one type only')
    .replace(/ at "[^"]*"| at path "[^"]*"/g, '')
    .replace(
      /missing type "(\w+)" for keyword "(\w+)"/,
      '"$2" is a rule for $1 values, so the field needs "type": "$1"',
    )
    .replace(/unknown keyword: "(\w+)"/, '"$1" is not a JSON Schema keyword')
    .replace(
      /required property "(\w+)" is not defined/,
      '"required" names "$1", but this part of the schema does not declare it under "properties"',
    );
}

/**
 * Why ajv refuses each bundled schema it was given in this process (undefined when it compiles it), by the hash of
 * the schema's text. Compiling is most of a lint run's time, and a process that lints several versions of the forms
 * (the dev server's lint page, the tests' one mistake each) would otherwise compile the forms nobody changed again.
 */
const compileOutcomes = new Map<string, string | undefined>();

/**
 * The strict ajv the forms are compiled on, one after the other: setting up an ajv (its formats, keywords and
 * meta-schema) costs more than compiling a form on it. Each form is removed once compiled, so nothing one form adds is
 * seen by the next; after a refusal, which may leave part of a schema behind, the next form gets a new ajv.
 */
let compiler: Ajv | undefined;

/** Why the strict ajv refuses `schema`, in its own words; undefined when it compiles it. */
function compileError(schema: object): string | undefined {
  const key = createHash('sha256').update(JSON.stringify(schema)).digest('base64');
  if (compileOutcomes.has(key)) return compileOutcomes.get(key);
  let outcome: string | undefined;
  const ajv = (compiler ??= createStrictAjv());
  try {
    ajv.compile(schema);
    ajv.removeSchema(schema);
  } catch (error) {
    outcome = (error as Error).message;
    compiler = undefined;
  }
  compileOutcomes.set(key, outcome);
  return outcome;
}

/**
 * Compiles every form, bundled as the product bundles it, with ajv in strict mode: the last word on whether the
 * browser and the server can use it (e.g. `"required"` in a schema without `"type": "object"`). Forms whose files
 * already have errors are skipped: ajv stops at the first problem and would only repeat it, without its place.
 */
export const schemaCompile: Rule = {
  name: 'schema-compile',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      if (!form.bundled || form.documents.some((file) => hasErrors(file.display))) continue;
      const error = compileError(form.bundled);
      if (error !== undefined) {
        const message = error.replace(/^strict mode: /, '');
        const pointer = /at "([^"]*)"/.exec(message)?.[1] ?? /at path "([^"]*)"/.exec(message)?.[1];
        report({
          severity: 'error',
          file: form.schemaFile.display,
          where: pointer === undefined ? '' : formatPath(pointerSegments(pointer.replace(/^[^#]*#/, '#'))),
          message: `the form cannot be used: ${plainWords(message)}`,
          fix: 'Correct the schema there; a place under "definitions" may come from schemas/common/definitions.json',
        });
      }
    }
  },
};
