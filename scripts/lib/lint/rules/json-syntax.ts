import type { Rule } from '../types.ts';

/** Files that are not valid JSON, with the line and column where they break. */
export const jsonSyntax: Rule = {
  name: 'json-syntax',
  run(context, { report }) {
    const files = [
      ...context.schemaFiles.values(),
      ...[...context.localeFiles.values()].flatMap((namespaces) => [...namespaces.values()]),
    ];
    for (const file of files) {
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
