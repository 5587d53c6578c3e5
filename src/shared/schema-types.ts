import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Email, Password, Zip } from './generated/form-data.ts';

/** A shared definition that schemas written in TypeScript refer to, typed as generated from its JSON Schema. */
type SharedDefinition<Name extends string, Type> = {
  pattern: { $ref: `common/definitions.json#/definitions/${Name}` };
  output: Type;
};

/**
 * How json-schema-to-ts reads the request schemas written in TypeScript (`as const`):
 * - A property with a `default` stays optional: the validators do not fill defaults in, the handler does.
 * - `{ "$ref": "common/definitions.json#/definitions/email" }` (resolved by the validators, relative to schemas/)
 *   gets the type generated from that definition (src/shared/generated); json-schema-to-ts cannot read the JSON
 *   file, so the file is known to it as a document of unknown definitions and each one it may meet is listed here.
 *   A definition not listed reads as `unknown`, which a handler cannot use by mistake.
 */
export type SchemaTypeOptions = {
  keepDefaultedPropertiesOptional: true;
  references: [{ $id: 'common/definitions.json'; definitions: Record<string, true> }];
  deserialize: [
    SharedDefinition<'email', Email>,
    SharedDefinition<'password', Password>,
    // A definition no form uses, so none of the generated types: a staff password is text.
    SharedDefinition<'staffPassword', string>,
    SharedDefinition<'zip', Zip>,
  ];
};

/** The data a request schema written in TypeScript (`as const`) accepts. */
export type DataOf<Schema extends JSONSchema> = FromSchema<Schema, SchemaTypeOptions>;
