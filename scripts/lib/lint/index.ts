import { conditions } from './rules/conditions.ts';
import { effects } from './rules/effects.ts';
import { enumLabels } from './rules/enum-labels.ts';
import { errorKeys } from './rules/error-keys.ts';
import { errorMessages } from './rules/error-messages.ts';
import { formFiles } from './rules/form-files.ts';
import { jsonSyntax } from './rules/json-syntax.ts';
import { localeParity } from './rules/locale-parity.ts';
import { localeTexts } from './rules/locale-texts.ts';
import { patterns } from './rules/patterns.ts';
import { ranges } from './rules/ranges.ts';
import { required } from './rules/required.ts';
import { schemaCompile } from './rules/schema-compile.ts';
import { schemaKeywords } from './rules/schema-keywords.ts';
import { translations } from './rules/translations.ts';
import { uiFields } from './rules/ui-fields.ts';
import { unusedKeys } from './rules/unused-keys.ts';
import { wizard } from './rules/wizard.ts';
import type { Finding, Rule } from './types.ts';
import { loadWorkspace, type LintOptions } from './workspace.ts';

export type { LintOptions } from './workspace.ts';

/**
 * The rules in the order they run. Schema checks that say exactly where a problem is come before the strict
 * compile, which only runs on forms they found clean.
 */
const RULES: readonly Rule[] = [
  jsonSyntax,
  formFiles,
  wizard,
  schemaKeywords,
  patterns,
  ranges,
  required,
  errorMessages,
  errorKeys,
  schemaCompile,
  uiFields,
  effects,
  conditions,
  enumLabels,
  translations,
  localeParity,
  localeTexts,
  unusedKeys,
];

/** The result of a lint run: what was found, and how many files were read. */
export interface LintResult {
  findings: Finding[];
  fileCount: number;
}

/** Lints the schemas and locales folders (and scans the source folders for the locale keys code uses). */
export function lintProject(options: LintOptions): LintResult {
  const context = loadWorkspace(options);
  const findings: Finding[] = [];
  const filesWithErrors = new Set<string>();
  for (const rule of RULES) {
    rule.run(context, {
      report(finding) {
        findings.push({ ...finding, rule: rule.name });
        if (finding.severity === 'error') filesWithErrors.add(finding.file);
      },
      hasErrors: (file) => filesWithErrors.has(file),
    });
  }
  const fileCount =
    context.schemaFiles.size + [...context.localeFiles.values()].reduce((sum, files) => sum + files.size, 0);
  return { findings, fileCount };
}
