import { brand } from './rules/brand.ts';
import { contentFiles } from './rules/content-files.ts';
import { creditPolicy } from './rules/credit-policy.ts';
import { formFiles } from './rules/form-files.ts';
import { jsonSyntax } from './rules/json-syntax.ts';
import { schemaCompile } from './rules/schema-compile.ts';
import { stepApi } from './rules/step-api.ts';
import { storeDirectory } from './rules/store-directory.ts';
import { wizard } from './rules/wizard.ts';
import type { CheckContext, Finding, Rule } from './types.ts';
import { loadContext, type LintOptions } from './load-context.ts';

/**
 * The checks of everything the server reads when it starts: JSON files, the wizard manifest with the files it
 * names and each step's API, every form bundled and compiled, the content documents and the brand. The lint runs
 * these same rules
 * among its own, so a tree the lint passes always starts.
 */
export const STARTUP_RULES: readonly Rule[] = [
  jsonSyntax,
  formFiles,
  wizard,
  schemaCompile,
  stepApi,
  storeDirectory,
  contentFiles,
  brand,
  creditPolicy,
];

/** Runs `rules` in order over a loaded context and collects what they find, each finding named by its rule. */
export function runRules<Context extends CheckContext>(context: Context, rules: readonly Rule<Context>[]): Finding[] {
  const findings: Finding[] = [];
  const filesWithErrors = new Set<string>();
  const filesWithFindings = new Set<string>();
  for (const rule of rules) {
    rule.run(context, {
      report(finding) {
        findings.push({ ...finding, rule: rule.name });
        if (finding.severity === 'error') filesWithErrors.add(finding.file);
        filesWithFindings.add(finding.file);
      },
      hasErrors: (file) => filesWithErrors.has(file),
      hasFindings: (file) => filesWithFindings.has(file),
    });
  }
  return findings;
}

/** The errors that stop the server from starting on these folders (none when the lint passes them). */
export function startupErrors(options: Omit<LintOptions, 'sourceDirs'>): Finding[] {
  return runRules(loadContext(options), STARTUP_RULES).filter((finding) => finding.severity === 'error');
}
