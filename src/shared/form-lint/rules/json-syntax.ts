import { formatPath } from '../json-path.ts';
import type { CheckContext, JsonFile, Rule } from '../types.ts';

/** Every JSON file the product reads: schemas, locales and the brand file. */
function allJsonFiles(context: CheckContext): JsonFile[] {
  return [
    ...context.schemaFiles.values(),
    ...[...context.localeFiles.values()].flatMap((namespaces) => [...namespaces.values()]),
    ...context.contentJsonFiles.values(),
    ...(context.brandFile ? [context.brandFile] : []),
  ];
}

/**
 * Files that are not valid JSON, with the line and column where they break (comments, curly quotes and byte-order
 * marks named as such), and names written twice in one object, of which JSON silently keeps only the last.
 */
export const jsonSyntax: Rule = {
  name: 'json-syntax',
  run(context, { report }) {
    for (const file of allJsonFiles(context)) {
      for (const { path, key, line } of file.duplicateKeys ?? []) {
        report({
          severity: 'error',
          file: file.display,
          where: formatPath([...path, key]),
          message: `"${key}" is written twice in the same place (again on line ${line}), and only the last one counts`,
          fix: 'Keep one of them: delete or rename the other',
        });
      }
      if (!file.syntaxError) continue;
      const { line, column, problem } = file.syntaxError;
      report({
        severity: 'error',
        file: file.display,
        where: `line ${line}, column ${column}`,
        message: `not valid JSON: ${problem}`,
        fix: 'Correct the text at that place; nothing else in this file is checked until it is valid JSON',
      });
    }
  },
};
