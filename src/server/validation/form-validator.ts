import type Ajv from 'ajv';
import type { Options, ValidateFunction } from 'ajv';
import { SCHEMAS_DIR, listFormIds, loadForm } from '../../shared/form-files.ts';
import { fieldAt, formFields } from '../../shared/form-model/index.ts';
import type { FormDocument } from '../../shared/form-types.ts';
import { createRjsfAjv } from '../../shared/rjsf-ajv.ts';
import type { FormDataById } from '../../shared/generated/form-data.ts';
import type { JsonObject } from '../../shared/schema-bundle.ts';
import type { FormSchema } from '../http/route-types.ts';

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
  return createRjsfAjv(extra);
}

/**
 * Every form of `schemas/`, compiled once at start-up. A route validates a body with a form by putting the form's
 * schema in its route schema: `{ schema: { body: app.forms.schema('auth/login') } }`; the app's validator
 * compiler recognises the object and uses the form's compiled validator and its UI schema for the messages.
 */
export class FormValidators {
  readonly #byId = new Map<string, CompiledForm>();
  readonly #bySchema = new WeakMap<object, CompiledForm>();
  readonly #ajv = createFormAjv();

  constructor(forms: readonly FormDocument[]) {
    for (const form of forms) this.#add(form);
  }

  #add(form: FormDocument): CompiledForm {
    const compiled = { form, validate: this.#ajv.compile(form.schema) };
    this.#byId.set(form.id, compiled);
    this.#bySchema.set(form.schema, compiled);
    return compiled;
  }

  /**
   * The schema of the list field `property` of form `id` as a body of its own, for APIs that take the bare list a
   * form edits inside an object (`PUT /v1/applicants` takes the `applicants` of `steps/applicants`). Derived, not
   * retyped: of the field's declarations in the form model that have `items` (also inside a condition), the last of
   * the least conditional ones (those under more conditions only add a condition's rules), with the form's
   * definitions;
   * messages name the fields through the list's UI schema (`0.ssn` → the items' `ssn` title).
   */
  listSchema(id: string, property: string): JsonObject {
    const derivedId = `${id}#${property}`;
    const known = this.#byId.get(derivedId);
    if (known) return known.form.schema;
    const { schema, uiSchema } = this.#compiled(id).form;
    const lists = fieldAt(formFields({ schema, uiSchema }), [property])?.declarations.filter(
      (declaration) => declaration.schema.items !== undefined,
    );
    const fewest = Math.min(...(lists ?? []).map(({ conditions }) => conditions.length));
    const list = lists?.findLast(({ conditions }) => conditions.length === fewest)?.schema;
    if (!list) throw new Error(`form "${id}" has no list field "${property}"`);
    const derived = schema.definitions ? { ...list, definitions: schema.definitions } : { ...list };
    return this.#add({ id: derivedId, schema: derived, uiSchema: (uiSchema[property] as JsonObject | undefined) ?? {} })
      .form.schema;
  }

  #compiled(id: string): CompiledForm {
    const compiled = this.#byId.get(id);
    if (!compiled)
      throw new Error(`no form "${id}" in the schemas folder (known: ${[...this.#byId.keys()].join(', ')})`);
    return compiled;
  }

  /** The form `id` (e.g. `auth/login`): its bundled schema and UI schema. */
  form(id: string): FormDocument {
    return this.#compiled(id).form;
  }

  /**
   * The bundled schema of form `id` (e.g. `auth/login`); an unknown id fails at start-up, not on a request. The
   * schema of a form the types were generated from carries that type, for the route it validates (RouteTypes).
   */
  schema<Id extends keyof FormDataById>(id: Id): FormSchema<FormDataById[Id]>;
  schema(id: string): JsonObject;
  schema(id: string): JsonObject {
    return this.#compiled(id).form.schema;
  }

  /** The compiled form whose schema is this very object, if any. */
  forSchema(schema: unknown): CompiledForm | undefined {
    return schema && typeof schema === 'object' ? this.#bySchema.get(schema) : undefined;
  }
}

/** The forms last compiled from each folder, by the content they were compiled from. */
const compiledByFolder = new Map<string, { content: string; validators: FormValidators }>();

/**
 * Loads and compiles every form below `dir`. Compiling is slow-ish (ajv code generation, about 0.2 s of CPU), so an
 * app built again in the same process from an unchanged folder reuses what the last one compiled: the test suite
 * builds an app per suite, over a hundred in a run. A changed file makes the folder's forms compile again.
 */
export function compileFormValidators(dir = SCHEMAS_DIR): FormValidators {
  const forms = listFormIds(dir).map((id) => loadForm(id, dir));
  const content = JSON.stringify(forms);
  const known = compiledByFolder.get(dir);
  if (known?.content === content) return known.validators;
  const validators = new FormValidators(forms);
  compiledByFolder.set(dir, { content, validators });
  return validators;
}
