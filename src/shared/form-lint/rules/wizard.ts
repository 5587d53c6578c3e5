import type { StepKind, WizardStep } from '../../form-types.ts';
import { formatPath } from '../json-path.ts';
import { isObject } from '../../form-model/index.ts';
import { MANIFEST_FILE } from '../known-files.ts';
import { didYouMean } from '../suggest.ts';
import type { Finding, Rule } from '../types.ts';

const KINDS: StepKind[] = ['form', 'identity', 'review', 'submit'];
/** Kinds whose step shows form fields, so needs a schema and a UI schema. */
const KINDS_WITH_FORM: StepKind[] = ['form', 'identity', 'submit'];
const STEP_SETTINGS: (keyof WizardStep | '$comment')[] = [
  'key',
  'path',
  'title',
  'kind',
  'schema',
  'uiSchema',
  'saves',
  'requiredToSubmit',
  'files',
  '$comment',
];

/**
 * The wizard manifest (`schemas/wizard.json`): every step has a key, a route path and a title; steps with fields
 * name a form schema and its UI schema, and both files exist.
 */
export const wizard: Rule = {
  name: 'wizard',
  run(context, { report }) {
    const manifest = context.schemaFiles.get(MANIFEST_FILE);
    const file = manifest?.display ?? `${context.schemasDir.split(/[\\/]/).pop()}/${MANIFEST_FILE}`;
    const at = (finding: Omit<Finding, 'rule' | 'file' | 'severity'>) =>
      report({ severity: 'error', file, ...finding });
    if (!manifest)
      return at({
        where: '',
        message: 'the wizard manifest does not exist',
        fix: 'Create it with a "title" and the list of "steps"',
      });
    if (manifest.data === undefined) return;
    if (!isObject(manifest.data))
      return at({
        where: '',
        message: 'the manifest must be a JSON object',
        fix: 'Write it as { "title": "wizard.title", "steps": [ … ] }',
      });
    if (typeof manifest.data.title !== 'string')
      at({
        where: 'title',
        message: 'the wizard has no title',
        fix: 'Add "title": "wizard.title" (a key in locales/*/wizard.json)',
      });
    const steps = manifest.data.steps;
    if (!Array.isArray(steps) || steps.length === 0)
      return at({
        where: 'steps',
        message: 'the wizard has no steps',
        fix: 'Add "steps": [ { "key", "path", "title", "kind", … } ]',
      });
    const seen = { key: new Set<unknown>(), path: new Set<unknown>() };
    steps.forEach((step: unknown, index: number) => {
      const where = (...rest: string[]) => formatPath(['steps', index, ...rest]);
      if (!isObject(step))
        return at({
          where: where(),
          message: 'a step must be an object',
          fix: 'Write it as { "key": …, "path": …, "title": …, "kind": … }',
        });
      for (const name of Object.keys(step)) {
        if (!(STEP_SETTINGS as string[]).includes(name))
          at({
            where: where(name),
            message: `"${name}" is not a step setting${didYouMean(name, STEP_SETTINGS)}`,
            fix: `Use ${STEP_SETTINGS.map((s) => `"${s}"`).join(', ')}`,
          });
      }
      for (const name of ['key', 'path', 'title', 'kind'] as const) {
        if (typeof step[name] !== 'string' || step[name] === '')
          at({ where: where(), message: `step ${index + 1} has no ${name}`, fix: `Add "${name}" to the step` });
      }
      for (const name of ['key', 'path'] as const) {
        if (seen[name].has(step[name]))
          at({
            where: where(name),
            message: `two steps have the ${name} ${JSON.stringify(step[name])}`,
            fix: `Give every step its own ${name}`,
          });
        seen[name].add(step[name]);
      }
      if (typeof step.path === 'string' && step.path && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(step.path)) {
        at({
          where: where('path'),
          message: `the path ${JSON.stringify(step.path)} is not a route segment`,
          fix: 'Use lower-case words joined by "-", e.g. "business-information"',
        });
      }
      const kind = step.kind as StepKind;
      if (typeof kind === 'string' && !KINDS.includes(kind)) {
        at({
          where: where('kind'),
          message: `"${kind}" is not a step kind${didYouMean(kind, KINDS)}`,
          fix: `Use one of ${KINDS.map((k) => `"${k}"`).join(', ')}`,
        });
      }
      if (!KINDS_WITH_FORM.includes(kind)) return;
      const schema = step.schema;
      for (const name of ['schema', 'uiSchema'] as const) {
        const value = step[name];
        if (typeof value !== 'string') {
          at({
            where: where(),
            message: `step "${String(step.key)}" is a ${kind} step but has no ${name}`,
            fix:
              `Add "${name}": the path of its ${name === 'schema' ? '.schema.json' : '.ui.json'} file, relative ` +
              `to the schemas folder`,
          });
        } else if (!context.schemaFiles.has(value)) {
          at({
            where: where(name),
            message: `the file "${value}" does not exist${didYouMean(value, context.schemaFiles.keys())}`,
            fix: 'Correct the path (relative to the schemas folder), or create the file',
          });
        }
      }
      if (typeof schema !== 'string') return;
      if (!schema.endsWith('.schema.json')) {
        at({
          where: where('schema'),
          message: `"${schema}" is not a form schema file`,
          fix: 'Name a file ending in ".schema.json"',
        });
      } else if (typeof step.uiSchema === 'string' && step.uiSchema !== schema.replace(/\.schema\.json$/, '.ui.json')) {
        at({
          where: where('uiSchema'),
          message:
            `"${step.uiSchema}" is not the UI schema beside "${schema}", and the product always loads the one ` +
            `beside it`,
          fix: `Write "${schema.replace(/\.schema\.json$/, '.ui.json')}"`,
        });
      }
    });
  },
};
