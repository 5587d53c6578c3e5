import { loadManifest } from '../../shared/form-files.ts';
import { formIdOf } from '../../shared/form-id.ts';
import { keepShown, type JsonObject } from '../../shared/form-model/index.ts';
import { formValidator } from '../../shared/form-model/node-validator.ts';
import { withRefsResolved } from '../../shared/form-model/resolved-refs.ts';
import type { WizardStep } from '../../shared/form-types.ts';
import type { FormValidators } from '../validation/form-validator.ts';

/**
 * A section of a credit application, as a data step of `schemas/wizard.json` declares it in its `saves`: saved by
 * its own `PUT`, validated by the step's form (the whole form, or one list field of it when the API takes the
 * bare list), kept under its name and read back under that key of `GET /v1/credit-app`.
 */
export interface Section {
  name: string;
  /** The `PUT` path below `/api/v1` (`/business-info`). */
  path: string;
  /** The form id (`steps/applicants`) and the wizard step it belongs to. */
  form: string;
  step: WizardStep;
  /** The list field of the form that is the body, when the API takes a bare list. */
  list?: string;
  /** Fields of the form that another section stores (the account step's shops, saved by `PUT /v1/shops`). */
  without: readonly string[];
}

export type SectionName = string;

/** The sections every data step of the wizard declares, in the wizard's order. */
function loadSections(): Section[] {
  return loadManifest().steps.flatMap((step) =>
    (step.saves ?? []).map((save) => ({
      name: save.section,
      path: save.path.replace(/^\/v1/, ''),
      form: formIdOf(step.schema!),
      step,
      ...(save.body === 'form' ? {} : { list: save.body }),
      without: save.without ?? [],
    })),
  );
}

/** The wizard's sections by name. */
export const SECTIONS: Record<SectionName, Section> = Object.fromEntries(
  loadSections().map((section) => [section.name, section]),
);

/**
 * Of a section's valid body, only the fields its form shows for that data (a bare list is read as the form's list
 * field): what the form hides is not stored, names the schema does not know are dropped.
 */
export function keepShownOfSection(forms: FormValidators, name: SectionName, body: unknown): unknown {
  const section = SECTIONS[name];
  const document = forms.form(section.form);
  // Its `$ref`s resolved once, not by RJSF on every field of every save.
  const schema = withRefsResolved(document.schema);
  const form = { ...document, schema, validator: formValidator(schema) };
  if (!section.list) return keepShown(form, body);
  return keepShown(form, { [section.list]: body } as JsonObject)[section.list];
}

/** The schema that validates a section's request body. */
export function sectionSchema(forms: FormValidators, name: SectionName): JsonObject {
  const section = SECTIONS[name];
  return section.list ? forms.listSchema(section.form, section.list) : forms.schema(section.form);
}

/** The form data of a step as its sections hold it: the object sections' fields, each list under its field. */
function stepData(step: WizardStep, view: Record<string, unknown>): JsonObject {
  const data: JsonObject = {};
  for (const save of step.saves ?? []) {
    if (save.body === 'form') Object.assign(data, view[save.section] ?? {});
    else data[save.body] = view[save.section] ?? [];
  }
  return data;
}

/** The data steps of the wizard (those with `saves`), in its order. */
const DATA_STEPS = loadManifest().steps.filter((step) => step.saves?.length);

/** Every data step's form data by step key (`{ applicants: { applicants: [...] }, ... }`), from its sections. */
export function stepsData(view: Record<string, unknown>): Record<string, JsonObject> {
  return Object.fromEntries(DATA_STEPS.map((step) => [step.key, stepData(step, view)]));
}
