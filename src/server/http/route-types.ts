import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyTypeProvider } from 'fastify';
import type { JsonObject } from '../../shared/schema-bundle.ts';
import type { SchemaTypeOptions } from '../../shared/schema-types.ts';

declare const formData: unique symbol;

/**
 * A form's bundled schema (`app.forms.schema('auth/login')`) that carries, as a type only, the data type generated
 * from the same schema file (src/shared/generated/form-data.ts): a form read at run time has no type TypeScript
 * could read, so the route gets the generated one.
 */
export type FormSchema<Data> = JsonObject & { readonly [formData]: Data };

type FromTypeScriptSchema<Schema> = (JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: SchemaTypeOptions;
  SerializerSchemaOptions: SchemaTypeOptions;
}> & { schema: Schema })['validator'];

/**
 * The type provider of every route: a handler's `request.body`, `query` and `params` are typed from its route
 * schema. A form's schema gives the form's generated data type; a schema written in TypeScript (`as const`) is
 * read by json-schema-to-ts (`@fastify/type-provider-json-schema-to-ts`); any other schema gives `unknown`.
 * Install it with `app.withTypeProvider<RouteTypes>()` in a routes plugin.
 */
export interface RouteTypes extends FastifyTypeProvider {
  validator: this['schema'] extends FormSchema<infer Data> ? Data : FromTypeScriptSchema<this['schema']>;
  serializer: this['schema'] extends FormSchema<infer Data> ? Data : FromTypeScriptSchema<this['schema']>;
}
