import type { ErrorObject } from 'ajv';
import { hashForSchema } from '@rjsf/utils';
import { formLoaders } from 'virtual:wizard';
import { toFieldErrors, type FieldError } from '../../shared/field-errors.ts';
import { followLocalRef } from '../../shared/local-ref.ts';

type Node = Record<string, unknown>;

/** One field of a flat form: its name, its schema with local `$ref`s followed, and its UI schema node. */
export interface FlatField {
  name: string;
  schema: Node;
  ui: Node;
  required: boolean;
}

/** A form of text boxes and drop-down lists, ready to draw without RJSF. */
export interface FlatForm {
  id: string;
  uiSchema: Node;
  fields: FlatField[];
  /** The form's errors for `data`, one per field, from its precompiled validator. */
  validate(data: unknown): FieldError[];
}

/** The fields of a flat form in `ui:order`; throws for a form that needs RJSF (nested objects, lists, effects). */
function flatFieldsOf(id: string, schema: Node, uiSchema: Node): FlatField[] {
  const properties = (schema.properties ?? {}) as Record<string, Node>;
  const required = new Set((schema.required ?? []) as string[]);
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(properties);
  const names = [...order.filter((name) => name in properties), ...Object.keys(properties)].filter(
    (name, index, all) => name !== '*' && all.indexOf(name) === index,
  );
  const fields = names.map((name) => ({
    name,
    schema: followLocalRef(properties[name], schema),
    ui: (uiSchema[name] ?? {}) as Node,
    required: required.has(name),
  }));
  const drawable = fields.every(
    ({ schema: field, ui }) => field.type === 'string' && (ui['ui:widget'] ?? 'password') === 'password',
  );
  if (!drawable || uiSchema['ui:effects']) throw new Error(`Form "${id}" is not flat: draw it with FormView`);
  return fields;
}

const cache = new Map<string, Promise<FlatForm>>();

/**
 * Loads a form of `schemas/` made of text boxes and drop-down lists only (the account forms), for `FlatFormView`:
 * its schema, UI schema and precompiled validator, without RJSF's form machinery.
 */
export function loadFlatForm(id: string): Promise<FlatForm> {
  if (!formLoaders[id]) return Promise.reject(new Error(`No form "${id}" in schemas/`));
  if (!cache.has(id))
    cache.set(
      id,
      formLoaders[id]().then((module) => {
        // RJSF's precompiled validators are keyed by the hash of the schema they validate.
        const validateRoot = module.validateFns[hashForSchema(module.schema)] as ((data: unknown) => boolean) & {
          errors?: ErrorObject[] | null;
        };
        return {
          id,
          uiSchema: module.uiSchema,
          fields: flatFieldsOf(id, module.schema, module.uiSchema),
          validate: (data) => (validateRoot(data) ? [] : toFieldErrors(validateRoot.errors)),
        };
      }),
    );
  return cache.get(id)!;
}
