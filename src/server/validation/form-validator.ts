import type Ajv from 'ajv';
import type { Options, ValidateFunction } from 'ajv';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from '../../shared/ajv-options.ts';
import { SCHEMAS_DIR, listFormIds, loadForm } from '../../shared/form-files.ts';
import type { FormDocument } from '../../shared/form-types.ts';
import type { JsonObject } from '../../shared/schema-bundle.ts';

/** A form and the validator of its bundled schema. */
export interface CompiledForm {
  form: FormDocument;
  validate: ValidateFunction;
}

/**
 * RJSF's ajv factory with the project's overrides: the settings, formats and `errorMessage` keywords of the
 * browser's validators, so the API accepts exactly what the form accepts. `extra` adds options for data that is
 * not a form (query strings arrive as text and need `coerceTypes`).
 */
export function createFormAjv(extra: Options = {}): Ajv {
  return createAjvInstance(undefined, undefined, { ...AJV_OPTIONS_OVERRIDES, ...extra }, undefined, undefined, extendAjv);
}

/**
 * Every form of `schemas/`, compiled once at start-up. A route validates a body with a form by putting the form's
 * schema in its route schema: `{ schema: { body: app.forms.schema('auth/login') } }`; the app's validator
 * compiler recognises the object and uses the form's compiled validator and its UI schema for the messages.
 */
export class FormValidators {
  readonly #byId = new Map<string, CompiledForm>();
  readonly #bySchema = new WeakMap<object, CompiledForm>();

  constructor(forms: readonly FormDocument[]) {
    const ajv = createFormAjv();
    for (const form of forms) {
      const compiled = { form, validate: ajv.compile(form.schema) };
      this.#byId.set(form.id, compiled);
      this.#bySchema.set(form.schema, compiled);
    }
  }

  /** The bundled schema of form `id` (e.g. `auth/login`); an unknown id fails at start-up, not on a request. */
  schema(id: string): JsonObject {
    const compiled = this.#byId.get(id);
    if (!compiled) throw new Error(`no form "${id}" in the schemas folder (known: ${[...this.#byId.keys()].join(', ')})`);
    return compiled.form.schema;
  }

  /** The compiled form whose schema is this very object, if any. */
  forSchema(schema: unknown): CompiledForm | undefined {
    return schema && typeof schema === 'object' ? this.#bySchema.get(schema) : undefined;
  }
}

/** Loads and compiles every form below `dir`. Slow-ish (ajv code generation), so done once per app. */
export function compileFormValidators(dir = SCHEMAS_DIR): FormValidators {
  return new FormValidators(listFormIds(dir).map((id) => loadForm(id, dir)));
}
