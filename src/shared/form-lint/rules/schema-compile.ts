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
 * Compiles every form, bundled as the product bundles it, with ajv in strict mode: the last word on whether the
 * browser and the server can use it (e.g. `"required"` in a schema without `"type": "object"`). Forms whose files
 * already have errors are skipped: ajv stops at the first problem and would only repeat it, without its place.
 */
export const schemaCompile: Rule = {
  name: 'schema-compile',
  run(context, { report, hasErrors }) {
    for (const form of context.forms) {
      if (!form.bundled || form.documents.some((file) => hasErrors(file.display))) continue;
      try {
        createStrictAjv().compile(form.bundled);
      } catch (error) {
        const message = (error as Error).message.replace(/^strict mode: /, '');
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
