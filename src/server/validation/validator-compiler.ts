import { resolve } from 'node:path';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { toFieldErrors, type FieldError } from '../../shared/field-errors.ts';
import { SCHEMAS_DIR, readJson } from '../../shared/form-files.ts';
import { bundleSchema, type JsonObject } from '../../shared/schema-bundle.ts';
import { createFormAjv, type FormValidators } from './form-validator.ts';
import { unstorableTextErrors } from './storable-text.ts';

/** Which part of the request failed: the names Fastify uses, also the keys of `problems.parts`. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * A request that breaks its route's schema. It carries untranslated field errors and the UI schema that names
 * the fields: the error handler translates them into the language of the request.
 */
export class RequestValidationError extends Error {
  constructor(
    readonly part: RequestPart,
    readonly fieldErrors: FieldError[],
    readonly uiSchema: JsonObject,
  ) {
    super(`${part} is not valid: ${fieldErrors.map((error) => error.path.join('.') || part).join(', ')}`);
    this.name = 'RequestValidationError';
  }
}

/** The two ajv instances of route schemas: bodies as sent, and text parts coerced to their schema's types. */
let routeAjv: { body: Ajv; text: Ajv } | undefined;
/** Route schemas compiled in this process, by how they are compiled and their bundled content. */
const compiledRouteSchemas = new Map<string, ValidateFunction>();

/**
 * The validator of a route schema, bundled with the files it refers to. Compiled once per process: an app built
 * again in the same process (the test suite builds over a hundred) reuses it, which spares about a fifth of a
 * second of ajv code generation per app. Keyed by content, so a changed schema compiles anew.
 */
function compileRouteSchema(part: RequestPart, bundled: JsonObject): ValidateFunction {
  const kind = part === 'body' ? 'body' : 'text';
  const key = `${kind} ${JSON.stringify(bundled)}`;
  let validate = compiledRouteSchemas.get(key);
  if (!validate) {
    routeAjv ??= { body: createFormAjv(), text: createFormAjv({ coerceTypes: true }) };
    validate = routeAjv[kind].compile(bundled);
    compiledRouteSchemas.set(key, validate);
  }
  return validate;
}

/**
 * The app's Fastify validator compiler, used for the body, query string, path parameters and headers of every
 * route. Validation runs in Fastify's own validation step, after the auth and XSRF hooks and before any handler,
 * so no route can forget it and nothing of an invalid request reaches a handler (or the database).
 *
 * - A form schema (`app.forms.schema(id)`) uses the form's validator compiled at start-up, and its UI schema
 *   names the fields in the messages.
 * - Text no database keeps as it is (NUL, half a surrogate pair) is refused by name too (storable-text.ts).
 * - Any other schema is compiled here with the same ajv settings; it may refer to the shared definitions
 *   (`{ "$ref": "common/definitions.json#/definitions/email" }`, relative to the schemas folder). Query strings,
 *   path parameters and headers arrive as text, so their values are coerced to the schema's types.
 */
export function createValidatorCompiler(
  forms: FormValidators,
  schemasDir = SCHEMAS_DIR,
): FastifySchemaCompiler<JsonObject> {
  return ({ schema, httpPart }) => {
    const part = (httpPart ?? 'body') as RequestPart;
    const compiledForm = forms.forSchema(schema);
    const uiSchema = compiledForm?.form.uiSchema ?? {};
    const validate: ValidateFunction =
      compiledForm?.validate ??
      compileRouteSchema(
        part,
        bundleSchema(schema, (file) => readJson(resolve(schemasDir, file))),
      );
    // A request without a body is an empty form: "Email is required" says more than "the body must be an object".
    const emptyValue = part === 'body' && schema.type === 'object' ? {} : null;
    return (data: unknown) => {
      const value = data ?? emptyValue;
      if (!validate(value))
        return { error: new RequestValidationError(part, toFieldErrors(validate.errors), uiSchema) };
      const unstorable = unstorableTextErrors(value);
      return unstorable.length ? { error: new RequestValidationError(part, unstorable, uiSchema) } : { value };
    };
  };
}
