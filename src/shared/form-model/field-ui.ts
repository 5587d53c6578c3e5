import { getUiOptions, orderProperties } from '@rjsf/utils';
import { isObject, type JsonObject } from './json.ts';

/** What a field's UI-schema node says, every text as a locale key (`fields.companyName`), none translated. */
export interface FieldUi {
  /** The field's node of the UI schema (`{ "ui:title": …, "ui:options": … }`), `{}` when it has none. */
  node: JsonObject;
  /** `ui:title` and `ui:help`: locale keys. */
  title?: string;
  help?: string;
  /** `ui:widget`: a name of RJSF or of src/widgets; `hidden` for technical fields nobody fills. */
  widget?: string;
  /** Every `ui:` key and every `ui:options` entry, as RJSF's `getUiOptions` merges them (`labels`, `inputType`…). */
  options: JsonObject;
  /** `ui:options.labels` / `.descriptions`: a locale group holding one text per value (`enums.state.MO`). */
  labels?: string;
  descriptions?: string;
  /** `ui:options.itemTitles` of a list: a key per entry, the last repeating (`fields.owner`, `fields.coOwner`). */
  itemTitles: string[];
  /** Whether the field is a hidden technical one (`ui:widget: hidden`): stored, never shown or printed. */
  hidden: boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The UI-schema node of the property `name` inside `ui` (the node of its object, or of a list's `items`). */
export function childUi(ui: unknown, name: string): JsonObject {
  return isObject(ui) && isObject(ui[name]) ? ui[name] : {};
}

/** What a field's UI-schema node says (see `FieldUi`). */
export function fieldUi(node: JsonObject): FieldUi {
  const options = getUiOptions(node) as JsonObject;
  const itemTitles = Array.isArray(options.itemTitles)
    ? options.itemTitles.filter((key) => typeof key === 'string')
    : [];
  return {
    node,
    title: text(options.title),
    help: text(options.help),
    widget: text(options.widget),
    options,
    labels: text(options.labels),
    descriptions: text(options.descriptions),
    itemTitles,
    hidden: options.widget === 'hidden',
  };
}

/**
 * The locale key of a list's entry `index` and the values it is filled with: `ui:options.itemTitles` (the last
 * repeats; a text may number itself with `{number}`), else the element's own `ui:title`; undefined when neither.
 */
export function itemTitleKey(ui: FieldUi, itemUi: FieldUi, index: number): string | undefined {
  const { itemTitles } = ui;
  return itemTitles.length ? itemTitles[Math.min(index, itemTitles.length - 1)] : itemUi.title;
}

/**
 * Property names in display order: RJSF's `orderProperties` with the object's `ui:order` (`*` stands for the
 * rest). An order that leaves names out without a `*` makes RJSF refuse the form (the lint names it); the names
 * left out then follow the listed ones here, so a reader never loses a field.
 */
export function orderedNames(names: string[], ui: JsonObject): string[] {
  const order = ui['ui:order'];
  if (!Array.isArray(order)) return names;
  try {
    return orderProperties(names, order as string[]);
  } catch {
    const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
    return [...new Set([...listed, ...names])];
  }
}
