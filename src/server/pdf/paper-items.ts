/**
 * What a paper form shows, worked out from a form's JSON Schema and UI schema the way the browser form is:
 * the same fields in the same order with the same translated titles, help and option labels. A field added to
 * a schema appears here with no code change. Field names are the data paths of the online form, prefixed with
 * the wizard step (`businessInformation.companyName`, `applicants.applicants.0.ssn`), so a filled paper form
 * maps back to the API's data.
 */
import type { Translate } from '../../shared/field-errors.ts';
import type { FormDocument } from '../../shared/form-types.ts';
import type { JsonObject } from '../../shared/schema-bundle.ts';
import { hasType, isObject, itemPartsOf, keywordOf, partsOf, propertiesOf, type SchemaPart } from './schema-parts.ts';

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
}

/** One box to tick on its own ("Same as above", "I agree to the personal guaranty"). */
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
export interface GroupItem {
  kind: 'group';
  label: string;
  items: PaperItem[];
}

/** A line of small print, e.g. that a list may continue on a separate sheet. */
export interface NoteItem {
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
  root: JsonObject;
  t: Translate;
}

function uiOf(ui: unknown, name: string): JsonObject {
  return isObject(ui) && isObject(ui[name]) ? (ui[name] as JsonObject) : {};
}

/** The property names in `ui:order` (with `*` standing for the rest), else in declaration order. */
function ordered(names: string[], ui: JsonObject): string[] {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]).map(String) : ['*'];
  const rest = names.filter((name) => !order.includes(name));
  return order.flatMap((entry) => (entry === '*' ? rest : names.includes(entry) ? [entry] : []));
}

/** The translation of a locale key found in a UI schema, if it is one. */
function text(walk: Walk, key: unknown): string | undefined {
  return typeof key === 'string' ? walk.t(key) : undefined;
}

function uiOption(ui: JsonObject, name: string): unknown {
  return isObject(ui['ui:options']) ? (ui['ui:options'] as JsonObject)[name] : undefined;
}

/**
 * A value's label and description: `ui:options.labels` and `.descriptions` name locale groups
 * (`enums.paymentOption`, `help.paymentOption`) holding one text per value; without labels the value shows.
 */
function option(walk: Walk, ui: JsonObject, name: string, value: unknown): ChoiceItem['options'][number] {
  const labels = uiOption(ui, 'labels');
  const descriptions = uiOption(ui, 'descriptions');
  return {
    name: `${name}.${String(value)}`,
    label: typeof labels === 'string' ? walk.t(`${labels}.${String(value)}`) : String(value),
    ...(typeof descriptions === 'string' ? { description: walk.t(`${descriptions}.${String(value)}`) } : {}),
  };
}

/** How many copies of a list paper offers, and whether more may follow on a separate sheet. */
function copiesOf(parts: readonly SchemaPart[], scalar: boolean): { copies: number; more: boolean } {
  const maxItems = keywordOf(parts, 'maxItems');
  const fallback = scalar ? DEFAULT_COPIES.scalar : DEFAULT_COPIES.object;
  const copies = typeof maxItems === 'number' ? Math.min(maxItems, fallback) : fallback;
  return { copies, more: typeof maxItems !== 'number' || maxItems > copies };
}

/** Boxes for `values`, plus a line for another value when the field also takes free text. */
function choiceOf(walk: Walk, base: Labelled, ui: JsonObject, values: unknown[], freeText: boolean): ChoiceItem {
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
function copyTitles(walk: Walk, ui: JsonObject, fallback: string, total: number): string[] {
  const itemTitles = uiOption(ui, 'itemTitles');
  const keys = Array.isArray(itemTitles) ? itemTitles.filter((key): key is string => typeof key === 'string') : [];
  const titles = Array.from({ length: total }, (_, index) =>
    keys.length ? walk.t(keys[Math.min(index, keys.length - 1)], { number: index + 1 }) : fallback,
  );
  if (new Set(titles).size === total) return titles;
  return titles.map((title, index) => walk.t('forms.pdf.itemNumber', { title, number: index + 1, total }));
}

function listItems(walk: Walk, base: Labelled, path: string[], parts: SchemaPart[], ui: JsonObject): PaperItem[] {
  const itemParts = itemPartsOf(parts, walk.root);
  const itemUi = uiOf(ui, 'items');
  const values = keywordOf(itemParts, 'enum');
  if (Array.isArray(values)) return [choiceOf(walk, base, itemUi, values, false)];
  const scalar = !hasType(itemParts, 'object');
  const { copies, more } = copiesOf(parts, scalar);
  const titles = copyTitles(walk, ui, text(walk, itemUi['ui:title']) ?? base.label, copies);
  const items: PaperItem[] = [];
  for (let index = 0; index < copies; index++) {
    const title = titles[index];
    if (scalar) {
      items.push(...fieldItems(walk, [...path, String(index)], itemParts, itemUi, title, base.required && index === 0));
    } else {
      const children = objectItems(walk, [...path, String(index)], itemParts, itemUi);
      items.push({ kind: 'group', label: title, items: children });
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
function fieldItems(
  walk: Walk,
  path: string[],
  parts: SchemaPart[],
  ui: JsonObject,
  label: string,
  required: boolean,
): PaperItem[] {
  const widget = ui['ui:widget'];
  if (widget === 'hidden') return [];
  const base: Labelled = {
    name: path.join('.'),
    label,
    required,
    ...(typeof ui['ui:help'] === 'string' ? { help: walk.t(ui['ui:help']) } : {}),
  };
  const list = hasType(parts, 'array');
  const object = !list && hasType(parts, 'object');
  if ((list || object) && typeof widget === 'string' && !BUILT_IN_WIDGETS.has(widget)) {
    return [
      {
        kind: 'checkbox',
        ...base,
        name: `${base.name}.attached`,
        label: walk.t('forms.pdf.attached', { field: label }),
      },
    ];
  }
  if (list) return listItems(walk, base, path, parts, ui);
  if (object) return [{ kind: 'group', label, items: objectItems(walk, path, parts, ui) }];
  const values = keywordOf(parts, 'enum');
  if (Array.isArray(values) && values.length <= MAX_BOXES) return [choiceOf(walk, base, ui, values, false)];
  // Free text with its usual answers as `examples` (a business description): a box per answer and a line for another.
  const examples = keywordOf(parts, 'examples');
  if (!Array.isArray(values) && Array.isArray(examples) && examples.length <= MAX_BOXES && hasType(parts, 'string')) {
    return [choiceOf(walk, base, ui, examples, true)];
  }
  if (hasType(parts, 'boolean')) {
    const labelled = widget === 'radio' || uiOption(ui, 'labels') !== undefined;
    return [labelled ? choiceOf(walk, base, ui, [true, false], false) : { kind: 'checkbox', ...base }];
  }
  const pattern = keywordOf(parts, 'pattern');
  if (typeof pattern === 'string' && pattern.startsWith('^data:image/')) return [signatureItem(walk.t, base, path)];
  const date = keywordOf(parts, 'format') === 'date';
  return [{ kind: 'text', ...base, ...(date ? { hint: walk.t('forms.pdf.dateHint') } : {}) }];
}

function objectItems(walk: Walk, path: string[], parts: SchemaPart[], ui: JsonObject): PaperItem[] {
  const properties = propertiesOf(parts, walk.root);
  const byName = new Map(properties.map((property) => [property.name, property]));
  return ordered([...byName.keys()], ui).flatMap((name) => {
    const property = byName.get(name)!;
    const fieldUi = uiOf(ui, name);
    const label = text(walk, fieldUi['ui:title']) ?? name;
    return fieldItems(walk, [...path, name], property.parts, fieldUi, label, property.required);
  });
}

/** The paper items of a whole form, their names prefixed with `prefix` (the wizard step's key). */
export function paperItems(form: FormDocument, prefix: string, t: Translate): PaperItem[] {
  const walk: Walk = { root: form.schema, t };
  return objectItems(walk, [prefix], partsOf(form.schema, form.schema), form.uiSchema);
}
