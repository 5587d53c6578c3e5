import { formatPath } from '../json-path.ts';
import { isObject } from '../../form-model/index.ts';
import {
  DEFINITIONS_FILE,
  LANGUAGES,
  TAX_EXEMPTION_FORMS_FILE,
  TERMS_FILES,
  TERMS_PLACEHOLDERS,
} from '../known-files.ts';
import { markupIn, unfilledPlaceholder } from '../placeholders.ts';
import { taxExemptionProblems } from '../tax-exemption-check.ts';
import type { CheckContext, Reporter, Rule } from '../types.ts';

/** The state codes of the shared `state` definition, or undefined (and reported) when it is not a list of codes. */
function stateList(context: CheckContext, { report }: Reporter): string[] | undefined {
  const file = context.schemaFiles.get(DEFINITIONS_FILE);
  if (!file || file.data === undefined) return undefined;
  const definitions = isObject(file.data) ? file.data.definitions : undefined;
  const states = isObject(definitions) && isObject(definitions.state) ? definitions.state.enum : undefined;
  if (Array.isArray(states) && states.every((state) => typeof state === 'string')) return states;
  report({
    severity: 'error',
    file: file.display,
    where: 'definitions.state.enum',
    message: 'the list of state codes is missing or holds something other than texts',
    fix: 'Write "enum": ["AL", "AK", …], the codes the forms offer and the tax-exemption content follows',
  });
  return undefined;
}

/**
 * The content documents the server reads at start-up: each language's folder, its terms texts (`terms.md`, …)
 * with only the placeholders the server fills and no markup it would print as it is, and its
 * `tax-exemption-forms.json` with one entry per state of the forms' list.
 */
export const contentFiles: Rule = {
  name: 'content-files',
  run(context, reporter) {
    const { report } = reporter;
    const folder = context.localesDir.split(/[\\/]/).pop();
    const states = stateList(context, reporter);
    for (const language of LANGUAGES) {
      if (!context.localeFiles.has(language)) {
        report({
          severity: 'error',
          file: `${folder}/${language}`,
          where: '',
          message: 'this language folder does not exist, and the product serves this language',
          fix: `Create it with the same files as ${folder}/en`,
        });
        continue;
      }
      for (const name of Object.values(TERMS_FILES)) {
        const relative = `${language}/content/${name}`;
        const document = context.contentFiles.get(relative);
        const file = `${folder}/${relative}`;
        if (!document || document.text.trim() === '') {
          report({
            severity: 'error',
            file,
            where: '',
            message: document
              ? 'this terms text is empty'
              : 'this terms text does not exist, and applicants must agree to it',
            fix: language === 'en' ? 'Write the text' : `Write it (${folder}/en/content/${name} is the English one)`,
          });
          continue;
        }
        document.text.split('\n').forEach((line, index) => {
          const unfilled = unfilledPlaceholder(line, TERMS_PLACEHOLDERS);
          if (unfilled) report({ severity: 'error', file, where: `line ${index + 1}`, ...unfilled });
          const markup = markupIn(line);
          if (markup)
            report({
              severity: 'error',
              file,
              where: `line ${index + 1}`,
              message: `"${markup}" is markup that is shown as it is, on screen and on paper`,
              fix:
                'Write plain text: "# " starts the title, "## " a heading, "- " an item; nothing else is ' +
                'interpreted',
            });
        });
      }
      const taxForms = context.contentJsonFiles.get(`${language}/content/${TAX_EXEMPTION_FORMS_FILE}`);
      const taxFile = `${folder}/${language}/content/${TAX_EXEMPTION_FORMS_FILE}`;
      if (!taxForms) {
        report({
          severity: 'error',
          file: taxFile,
          where: '',
          message: 'this file does not exist, and the forms page and the paper application need it',
          fix: `Create it (${folder}/en/content/${TAX_EXEMPTION_FORMS_FILE} is the English one)`,
        });
      } else if (taxForms.data !== undefined && states) {
        for (const problem of taxExemptionProblems(taxForms.data, states))
          report({
            severity: 'error',
            file: taxFile,
            where: formatPath(problem.path),
            message: problem.message,
            fix: problem.fix,
          });
      }
    }
  },
};
