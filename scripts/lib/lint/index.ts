import { runRules } from '../../../src/shared/form-lint/index.ts';
import { brand } from '../../../src/shared/form-lint/rules/brand.ts';
import { contentFiles } from '../../../src/shared/form-lint/rules/content-files.ts';
import { creditPolicy } from '../../../src/shared/form-lint/rules/credit-policy.ts';
import { formFiles } from '../../../src/shared/form-lint/rules/form-files.ts';
import { jsonSyntax } from '../../../src/shared/form-lint/rules/json-syntax.ts';
import { schemaCompile } from '../../../src/shared/form-lint/rules/schema-compile.ts';
import { stepApi } from '../../../src/shared/form-lint/rules/step-api.ts';
import { storeDirectory } from '../../../src/shared/form-lint/rules/store-directory.ts';
import { wizard } from '../../../src/shared/form-lint/rules/wizard.ts';
import { loadContext, type LintOptions } from '../../../src/shared/form-lint/load-context.ts';
import { formFields, isObject } from '../../../src/shared/form-model/index.ts';
import { codeKeys } from './rules/code-keys.ts';
import { conditions } from './rules/conditions.ts';
import { effects } from './rules/effects.ts';
import { enumLabels } from './rules/enum-labels.ts';
import { errorKeys } from './rules/error-keys.ts';
import { errorMessages } from './rules/error-messages.ts';
import { fieldLabels } from './rules/field-labels.ts';
import { fieldValues } from './rules/field-values.ts';
import { localeParity } from './rules/locale-parity.ts';
import { messageLimits } from './rules/message-limits.ts';
import { localeTexts } from './rules/locale-texts.ts';
import { patterns } from './rules/patterns.ts';
import { ranges } from './rules/ranges.ts';
import { required } from './rules/required.ts';
import { requiredExamples } from './rules/required-examples.ts';
import { schemaKeywords } from './rules/schema-keywords.ts';
import { storeNumbersKept } from './rules/store-numbers-kept.ts';
import { textLengths } from './rules/text-lengths.ts';
import { textPlaceholders } from './rules/text-placeholders.ts';
import { textQuality } from './rules/text-quality.ts';
import { translations } from './rules/translations.ts';
import { uiComponents } from './rules/ui-components.ts';
import { uiFields } from './rules/ui-fields.ts';
import { uiOptions } from './rules/ui-options.ts';
import { unusedKeys } from './rules/unused-keys.ts';
import type { Finding, LintContext, Rule } from './types.ts';

export type { LintOptions } from '../../../src/shared/form-lint/load-context.ts';

/**
 * The rules in the order they run: every start-up rule of `src/shared/form-lint` (so `npm start` never refuses
 * what the lint passed; a test holds them to it), with the lint's own. Schema checks that say exactly where a problem
 * is come before the compile, which only runs
 * on forms they found clean.
 */
export const RULES: readonly Rule[] = [
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
  stepApi,
  storeDirectory,
  storeNumbersKept,
  uiFields,
  fieldLabels,
  uiComponents,
  uiOptions,
  effects,
  conditions,
  fieldValues,
  enumLabels,
  translations,
  localeParity,
  localeTexts,
  textPlaceholders,
  messageLimits,
  textQuality,
  textLengths,
  requiredExamples,
  unusedKeys,
  codeKeys,
  contentFiles,
  brand,
  creditPolicy,
];

/** The result of a lint run: what was found, and how many files were read. */
export interface LintResult {
  findings: Finding[];
  fileCount: number;
}

/** Lints the schemas and locales folders (and scans the source folders for the locale keys code uses). */
export function lintProject(options: LintOptions): LintResult {
  const loaded = loadContext(options);
  const context: LintContext = {
    ...loaded,
    forms: loaded.forms.map((form) => {
      const uiSchema = isObject(form.uiFile?.data) ? form.uiFile.data : {};
      return { ...form, fields: form.bundled ? formFields({ schema: form.bundled, uiSchema }) : [] };
    }),
  };
  const findings = runRules(context, RULES);
  const fileCount =
    context.schemaFiles.size +
    [...context.localeFiles.values()].reduce((sum, files) => sum + files.size, 0) +
    context.contentFiles.size +
    context.contentJsonFiles.size +
    (context.brandFile ? 1 : 0);
  return { findings, fileCount };
}
