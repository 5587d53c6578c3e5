import { formatPath, pointerSegments } from '../json-path.ts';
import { createStrictAjv } from '../strict-ajv.ts';
import type { Rule } from '../types.ts';

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
          message: `ajv (strict mode) refuses this form: ${message}`,
          fix: 'Correct the schema there; a place under "definitions" may come from schemas/common/definitions.json',
        });
      }
    }
  },
};
