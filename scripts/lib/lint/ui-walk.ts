import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import { childFields, itemOf, type FormField } from './form-fields.ts';
import type { PathSegment } from '../../../src/shared/form-lint/json-path.ts';
import { isObject } from '../../../src/shared/form-model/index.ts';

/** One level of a UI schema: the settings of a group of fields (the form, an object field, a list's items). */
export interface UiLevel {
  ui: JsonObject;
  /** The fields this level may name. */
  fields: Map<string, FormField>;
  path: PathSegment[];
  /** How messages call it: `this form`, `"address"`, `each item of "applicants"`. */
  name: string;
}

/** What the UI walk reports: each level it enters, each key that names no field, settings that are no object. */
export interface UiVisitor {
  level?(level: UiLevel): void;
  unknownKey?(key: string, level: UiLevel): void;
  notObject?(path: PathSegment[], name: string): void;
}

function walkField(ui: unknown, field: FormField, path: PathSegment[], name: string, visitor: UiVisitor): void {
  if (!isObject(ui)) return visitor.notObject?.(path, name);
  const item = itemOf(field);
  // A list's own settings name no fields: its items' settings live under "items" (RJSF's convention).
  walkLevel(
    { ui, fields: item ? new Map([['items', item]]) : childFields(field), path, name },
    visitor,
    item !== undefined,
  );
}

function walkLevel(level: UiLevel, visitor: UiVisitor, isList = false): void {
  visitor.level?.(level);
  for (const [key, value] of Object.entries(level.ui)) {
    if (key.startsWith('ui:')) continue;
    const field = level.fields.get(key);
    if (field)
      walkField(value, field, [...level.path, key], isList ? `each item of ${level.name}` : `"${key}"`, visitor);
    else visitor.unknownKey?.(key, level);
  }
}

/** Walks a form's UI schema alongside its fields, level by level. */
export function walkUiSchema(ui: unknown, fields: Map<string, FormField>, visitor: UiVisitor): void {
  if (isObject(ui)) walkLevel({ ui, fields, path: [], name: 'this form' }, visitor);
}

/** A field of a form, found by walking the fields, with its UI settings (if any). */
export interface FieldVisit {
  /** The field's name and the names above it (`applicants`, `firstName`). */
  names: string[];
  field: FormField;
  ui: JsonObject | undefined;
  /** Where its settings are, or would be, in the UI schema. */
  uiPath: PathSegment[];
}

/** Calls `visit` for every field of a form, the fields of object fields and of list items included. */
export function eachField(
  fields: Map<string, FormField>,
  ui: unknown,
  visit: (visit: FieldVisit) => void,
  names: string[] = [],
  uiPath: PathSegment[] = [],
): void {
  for (const [name, field] of fields) {
    const fieldUi = isObject(ui) && isObject(ui[name]) ? ui[name] : undefined;
    const here = { names: [...names, name], field, ui: fieldUi, uiPath: [...uiPath, name] };
    visit(here);
    const item = itemOf(field);
    if (item) eachField(childFields(item), fieldUi?.items, visit, here.names, [...here.uiPath, 'items']);
    else eachField(childFields(field), fieldUi, visit, here.names, here.uiPath);
  }
}
