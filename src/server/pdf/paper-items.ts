/**
 * What a paper form shows, worked out from a form's JSON Schema and UI schema the way the browser form is:
 * the same fields in the same order with the same translated titles, help and option labels. A field added to
 * a schema appears here with no code change. Field names are the data paths of the online form, prefixed with
 * the wizard step (`businessInformation.companyName`, `applicants.applicants.0.ssn`), so a filled paper form
 * maps back to the API's data.
 */
import type { Translate } from '../../shared/field-errors.ts';
import type { FormDocument } from '../../shared/form-types.ts';
import { formFields, type FieldUi, type FormField } from '../../shared/form-model/index.ts';
import { storeLabel, type Store } from '../../shared/store-directory.ts';

export interface Labelled {
  /** The fully qualified AcroForm field name. */
  name: string;
  label: string;
  required: boolean;
  help?: string;
}

/** A fillable line: free text, a number, a date. */
export interface TextItem extends Labelled {
  kind: 'text';
  /** How to write the value (a date's `MM/DD/YYYY`), shown after the label. */
  hint?: string;
  /** How a filled-in value reads, for values that are codes (a store's number reads as its name and number). */
  valueLabels?: Record<string, string>;
}

/** One box to tick on its own ("Same as the business phone", "I agree to the personal guaranty"). */
export interface CheckboxItem extends Labelled {
  kind: 'checkbox';
}

/** A few values to choose from, one box each (named `<name>.<value>`), and a line for another value if allowed. */
export interface ChoiceItem extends Labelled {
  kind: 'choice';
  options: { name: string; label: string; description?: string }[];
  /** A line for a value not in the list. */
  other?: { name: string; label: string };
}

/**
 * A picture the person draws on screen (a signature pad's PNG data URL): on paper, a line to sign on, with boxes
 * for the date and the printed name beside it (named `<parent>.signatureDate` and `<parent>.printedName`).
 */
export interface SignatureItem extends Labelled {
  kind: 'signature';
  date: { name: string; label: string };
  printedName: { name: string; label: string };
}

/** Fields that belong together: an object field, or one copy of a list's element. */
interface GroupItem {
  kind: 'group';
  label: string;
  items: PaperItem[];
}

/** A line of small print, e.g. that a list may continue on a separate sheet. */
interface NoteItem {
  kind: 'note';
  text: string;
}

export type PaperItem = TextItem | CheckboxItem | ChoiceItem | SignatureItem | GroupItem | NoteItem;

/** Lists whose length the schema does not bound get this many copies on paper (more on a separate sheet). */
const DEFAULT_COPIES = { object: 2, scalar: 3 };
/** An enum with more values than this (the 51 states) is a line to write on, not a row of boxes. */
const MAX_BOXES = 8;
/** RJSF's own widgets. Any other widget on a list or object draws it as one control (an upload): one box on paper. */
const BUILT_IN_WIDGETS = new Set([
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'url',
  'color',
  'date',
  'datetime',
  'time',
  'updown',
  'range',
  'radio',
  'select',
  'checkbox',
  'checkboxes',
  'hidden',
  'file',
]);

interface Walk {
  t: Translate;
  /** The store directory, for the store choice (`ui:widget: store`). */
  stores: readonly Store[];
}

/** The translation of a locale key found in a UI schema, if it is one. */
function text(walk: Walk, key: string | undefined): string | undefined {
  return key === undefined ? undefined : walk.t(key);
}

/**
 * A value's label and description: `ui:options.labels` and `.descriptions` name locale groups
 * (`enums.paymentOption`, `help.paymentOption`) holding one text per value; without labels the value shows.
 */
function option(walk: Walk, ui: FieldUi, name: string, value: unknown): ChoiceItem['options'][number] {
  return {
    name: `${name}.${String(value)}`,
    label: ui.labels ? walk.t(`${ui.labels}.${String(value)}`) : String(value),
    ...(ui.descriptions ? { description: walk.t(`${ui.descriptions}.${String(value)}`) } : {}),
  };
}

/** How many copies of a list paper offers, and whether more may follow on a separate sheet. */
function copiesOf(list: FormField, scalar: boolean): { copies: number; more: boolean } {
  const { maxItems } = list.schema;
  const fallback = scalar ? DEFAULT_COPIES.scalar : DEFAULT_COPIES.object;
  const copies = typeof maxItems === 'number' ? Math.min(maxItems, fallback) : fallback;
  return { copies, more: typeof maxItems !== 'number' || maxItems > copies };
}

/** Boxes for `values`, plus a line for another value when the field also takes free text. */
function choiceOf(walk: Walk, base: Labelled, ui: FieldUi, values: unknown[], freeText: boolean): ChoiceItem {
  return {
    kind: 'choice',
    ...base,
    options: values.map((value) => option(walk, ui, base.name, value)),
    ...(freeText ? { other: { name: `${base.name}.other`, label: walk.t('forms.pdf.other') } } : {}),
  };
}

/**
 * The titles of a list's copies: `ui:options.itemTitles` (`Owner`, `Co-owner`; the last repeats, and may number
 * itself with `{number}`), else the element's title; numbered "(1 of 2)" unless they already differ.
 */
function copyTitles(walk: Walk, ui: FieldUi, fallback: string, total: number): string[] {
  const keys = ui.itemTitles;
  const titles = Array.from({ length: total }, (_, index) =>
    keys.length ? walk.t(keys[Math.min(index, keys.length - 1)], { number: index + 1 }) : fallback,
  );
  if (new Set(titles).size === total) return titles;
  return titles.map((title, index) => walk.t('forms.pdf.itemNumber', { title, number: index + 1, total }));
}

function listItems(walk: Walk, base: Labelled, list: FormField): PaperItem[] {
  const item = list.item!;
  const values = item.schema.enum;
  if (Array.isArray(values)) return [choiceOf(walk, base, item.ui, values, false)];
  const scalar = item.kind !== 'object';
  const { copies, more } = copiesOf(list, scalar);
  const titles = copyTitles(walk, list.ui, text(walk, item.ui.title) ?? base.label, copies);
  const items: PaperItem[] = [];
  for (let index = 0; index < copies; index++) {
    const path = [...base.name.split('.'), String(index)];
    if (scalar) {
      items.push(...fieldItems(walk, path, item, titles[index], base.required && index === 0));
    } else {
      items.push({ kind: 'group', label: titles[index], items: objectItems(walk, path, item.fields) });
    }
  }
  if (more) items.push({ kind: 'note', text: walk.t('forms.pdf.moreOnSheet', { field: base.label }) });
  return scalar ? [{ kind: 'group', label: base.label, items }] : items;
}

/** The signature line of the field at `path` (`base.name`), with its date and printed-name boxes. */
export function signatureItem(t: Translate, base: Labelled, path: readonly string[]): SignatureItem {
  const parent = path.slice(0, -1).join('.');
  return {
    kind: 'signature',
    ...base,
    date: { name: `${parent}.signatureDate`, label: `${t('forms.pdf.signatureDate')} (${t('forms.pdf.dateHint')})` },
    printedName: { name: `${parent}.printedName`, label: t('forms.pdf.printedName') },
  };
}

/** The paper items of one field at `path`: none when hidden, else a line, boxes, a group or a list's copies. */
function fieldItems(walk: Walk, path: string[], field: FormField, label: string, required: boolean): PaperItem[] {
  const { ui, schema } = field;
  if (ui.hidden) return [];
  const base: Labelled = {
    name: path.join('.'),
    label,
    required,
    ...(ui.help ? { help: walk.t(ui.help) } : {}),
  };
  const compound = field.kind === 'list' || field.kind === 'object';
  if (compound && ui.widget !== undefined && !BUILT_IN_WIDGETS.has(ui.widget)) {
    return [
      {
        kind: 'checkbox',
        ...base,
        name: `${base.name}.attached`,
        label: walk.t('forms.pdf.attached', { field: label }),
      },
    ];
  }
  if (field.kind === 'list' && field.item) return listItems(walk, base, field);
  if (field.kind === 'object') return [{ kind: 'group', label, items: objectItems(walk, path, field.fields) }];
  // A store is written by hand on paper (the directory is longer than a row of boxes); filled in, it reads by name.
  if (ui.widget === 'store') {
    const valueLabels = Object.fromEntries(walk.stores.map((store) => [store.number, storeLabel(store, walk.t)]));
    return [{ kind: 'text', ...base, valueLabels }];
  }
  const values = schema.enum;
  if (Array.isArray(values) && values.length <= MAX_BOXES) return [choiceOf(walk, base, ui, values, false)];
  // Free text with its usual answers as `examples` and labels for them (a business description): a box per answer
  // and a line for another. Examples without labels are only samples of what to write.
  const examples = schema.examples;
  if (!Array.isArray(values) && ui.labels && Array.isArray(examples) && examples.length <= MAX_BOXES) {
    if (schema.type === 'string') return [choiceOf(walk, base, ui, examples, true)];
  }
  if (schema.type === 'boolean') {
    const labelled = ui.widget === 'radio' || ui.labels !== undefined;
    return [labelled ? choiceOf(walk, base, ui, [true, false], false) : { kind: 'checkbox', ...base }];
  }
  const { pattern } = schema;
  if (typeof pattern === 'string' && pattern.startsWith('^data:image/')) return [signatureItem(walk.t, base, path)];
  return [{ kind: 'text', ...base, ...(schema.format === 'date' ? { hint: walk.t('forms.pdf.dateHint') } : {}) }];
}

function objectItems(walk: Walk, path: string[], fields: readonly FormField[]): PaperItem[] {
  return fields.flatMap((field) =>
    fieldItems(walk, [...path, field.name], field, text(walk, field.ui.title) ?? field.name, field.required),
  );
}

/** The paper items of a whole form, their names prefixed with `prefix` (the wizard step's key). */
export function paperItems(
  form: FormDocument,
  prefix: string,
  t: Translate,
  stores: readonly Store[] = [],
): PaperItem[] {
  return objectItems({ t, stores }, [prefix], formFields(form));
}
