import { formFields, isObject, type FormField } from '../../form-model/index.ts';
import { formatPath, type PathSegment } from '../json-path.ts';
import { MANIFEST_FILE } from '../known-files.ts';
import { didYouMean } from '../suggest.ts';
import type { CheckContext, FormFiles, Rule } from '../types.ts';

const SAVE_SETTINGS = ['section', 'path', 'body', 'without'];
/** An API path after `/api`: `/v1/` and lower-case words joined by "-", e.g. `/v1/trade-references`. */
const API_PATH = /^\/v1(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const SECTION = /^[a-z][A-Za-z0-9]*$/;

type Report = (where: PathSegment[], message: string, fix: string) => void;

/** The form a step names, by its schema file. */
function formOf(context: CheckContext, schema: unknown): FormFiles | undefined {
  return typeof schema === 'string' ? context.forms.find((form) => `${form.id}.schema.json` === schema) : undefined;
}

/** One save of a step: its settings, its path and section (unique in the wizard), its body and `without`. */
function checkSave(
  save: unknown,
  at: PathSegment[],
  fields: FormField[] | undefined,
  seen: { path: Set<unknown>; section: Set<unknown> },
  report: Report,
): void {
  if (!isObject(save))
    return report(at, 'a save must be an object', 'Write it as { "section": …, "path": "/v1/…", "body": "form" }');
  for (const key of Object.keys(save).filter((name) => !SAVE_SETTINGS.includes(name)))
    report(
      [...at, key],
      `"${key}" is not a setting of a save${didYouMean(key, SAVE_SETTINGS)}`,
      'Use "section", "path", "body" and "without"',
    );
  if (typeof save.path !== 'string' || !API_PATH.test(save.path))
    report(
      [...at, 'path'],
      `the path ${JSON.stringify(save.path)} is not an API path`,
      'Write "/v1/" and lower-case words joined by "-", e.g. "/v1/trade-references"',
    );
  if (typeof save.section !== 'string' || !SECTION.test(save.section))
    report(
      [...at, 'section'],
      `the section ${JSON.stringify(save.section)} is not a name`,
      'Write one word starting lower-case, e.g. "tradeReferences"',
    );
  for (const name of ['path', 'section'] as const) {
    if (seen[name].has(save[name]))
      report(
        [...at, name],
        `two saves have the ${name} ${JSON.stringify(save[name])}`,
        `Give every save its own ${name}`,
      );
    seen[name].add(save[name]);
  }
  if (!fields) return;
  const lists = fields.filter((field) => field.kind === 'list').map((field) => field.name);
  if (save.body !== 'form' && !(typeof save.body === 'string' && lists.includes(save.body)))
    report(
      [...at, 'body'],
      `the body ${JSON.stringify(save.body)} is neither "form" nor a list field of the step's ` +
        `form${typeof save.body === 'string' ? didYouMean(save.body, lists) : ''}`,
      `Write "form" (the whole form data) or the name of a list field ` +
        `(${lists.map((name) => `"${name}"`).join(', ') || 'this form has none'})`,
    );
  if (save.without === undefined) return;
  const names = fields.map((field) => field.name);
  if (!Array.isArray(save.without))
    return report([...at, 'without'], '"without" must be a list of field names', 'Write it as [ "shops" ]');
  save.without.forEach((name, index) => {
    if (typeof name !== 'string' || !names.includes(name))
      report(
        [...at, 'without', index],
        `${JSON.stringify(name)} is not a field of the step's ` +
          `form${typeof name === 'string' ? didYouMean(name, names) : ''}`,
        'Name a field another save of this step sends',
      );
  });
}

/**
 * Each data step's API as `schemas/wizard.json` declares it (the server registers its routes from it at start-up):
 * every save names a well-formed `/v1/…` path and section of its own, a body that is the form or one of its list
 * fields, and `without` fields of the form; `requiredToSubmit` is true or false.
 */
export const stepApi: Rule = {
  name: 'step-api',
  run(context, { report, hasErrors }) {
    const manifest = context.schemaFiles.get(MANIFEST_FILE);
    if (!manifest || !isObject(manifest.data) || !Array.isArray(manifest.data.steps) || hasErrors(manifest.display))
      return;
    const seen = { path: new Set<unknown>(), section: new Set<unknown>() };
    const at: Report = (where, message, fix) =>
      report({ severity: 'error', file: manifest.display, where: formatPath(where), message, fix });
    manifest.data.steps.forEach((step, index) => {
      if (!isObject(step)) return;
      const where = ['steps', index];
      if (step.requiredToSubmit !== undefined && typeof step.requiredToSubmit !== 'boolean')
        at(
          [...where, 'requiredToSubmit'],
          '"requiredToSubmit" must be true or false',
          'Write true or false without quotes',
        );
      if (step.saves === undefined) return;
      const form = formOf(context, step.schema);
      if (!form)
        return at(
          [...where, 'saves'],
          'a step without a form has nothing to save',
          'Remove "saves", or give the step a "schema"',
        );
      if (!Array.isArray(step.saves) || step.saves.length === 0)
        return at(
          [...where, 'saves'],
          '"saves" must be a list of at least one save',
          'Write [ { "section": …, "path": "/v1/…", "body": "form" } ]',
        );
      const fields = form.bundled ? formFields({ schema: form.bundled, uiSchema: {} }) : undefined;
      step.saves.forEach((save, order) => checkSave(save, [...where, 'saves', order], fields, seen, at));
    });
  },
};
