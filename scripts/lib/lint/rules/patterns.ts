import { formatPath, type PathSegment } from '../../../../src/shared/form-lint/json-path.ts';
import { eachSubschema } from '../schema-walk.ts';
import type { Rule } from '../types.ts';

/** The problem with a regular expression, or undefined when it is valid (with the `u` flag ajv uses). */
function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source, 'u');
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^Invalid regular expression: \/.*\/u?: /s, '');
  }
}

/**
 * Regular expressions in `pattern` (and the names of `patternProperties`) are valid. ajv compiles them with the
 * `u` flag, which is stricter than a browser's console: `[a-z-_]` or `\-` outside a class are errors there.
 */
export const patterns: Rule = {
  name: 'patterns',
  run(context, { report }) {
    for (const file of context.schemaDocuments) {
      eachSubschema(file.data, (schema, path) => {
        const sources: [PathSegment[], unknown][] = [[[...path, 'pattern'], schema.pattern]];
        if (schema.patternProperties && typeof schema.patternProperties === 'object') {
          for (const name of Object.keys(schema.patternProperties))
            sources.push([[...path, 'patternProperties', name], name]);
        }
        for (const [at, source] of sources) {
          if (typeof source !== 'string') continue;
          const problem = regexProblem(source);
          if (!problem) continue;
          report({
            severity: 'error',
            file: file.display,
            where: formatPath(at),
            message: `${JSON.stringify(source)} is not a valid regular expression: ${problem}`,
            fix: 'Correct the expression (in JSON every backslash is written twice: "\\\\d" for \\d)',
          });
        }
      });
    }
  },
};
