import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { FormDocument, Effect } from '../../src/shared/form-types.ts';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from '../../src/shared/ajv-options.ts';
import { createRjsfAjv } from '../../src/shared/rjsf-ajv.ts';

const compileOptions = {
  ajvOptionsOverrides: { ...AJV_OPTIONS_OVERRIDES, code: { source: true, lines: false } },
  extenderFn: extendAjv,
};

/** The effect conditions (`ui:effects[].when`), compiled with the form's own ajv settings. */
function compileConditionsCode(effects: Effect[]): string {
  const schemas = effects.map((effect, index) => ({ ...effect.when, $id: `when${index}` }));
  const ajv = createRjsfAjv({ ...compileOptions.ajvOptionsOverrides, schemas });
  return standaloneCode(ajv, Object.fromEntries(schemas.map((schema) => [schema.$id, schema.$id])));
}

/**
 * Wraps one CommonJS chunk of generated code so that several live in one ES module without their names
 * (`validate14`, `schema32`, …) colliding, and routes its `require`s to the imports of the module.
 */
function wrapCommonJs(code: string, requireName: string): string {
  return `(() => { const exports = {}; const require = ${requireName};\n${code}\nreturn exports; })()`;
}

/**
 * `value` without its `$comment`s, at any depth: notes for the analysts who edit the forms, which neither RJSF nor the
 * validators read. The business information form's module carried 2,958 characters of them, most several times over
 * (in the schema and in each validator that embeds a part of it).
 */
const withoutComments = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === '$comment' ? undefined : item))) as T;

/**
 * Generates the ES module of one form: its schema and UI schema, its precompiled RJSF validators and its effect
 * conditions. The browser gets validation without the ajv compiler, `eval` or `new Function`.
 */
export function generateFormModule(document: FormDocument, interopModule: string): string {
  // The validators are compiled from the very schema the module exports, so that RJSF finds them by its hash.
  const form = withoutComments(document);
  const effects = (form.uiSchema['ui:effects'] ?? []) as Effect[];
  const validators = compileSchemaValidatorsCode(form.schema as never, compileOptions as never);
  const conditions = effects.length ? compileConditionsCode(effects) : '';
  const requires = [
    ...new Set([...`${validators}${conditions}`.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1])),
  ];
  const imports = requires
    .map((name, index) => `import * as __module${index} from ${JSON.stringify(name)};`)
    .join('\n');
  const table = requires.map((name, index) => `${JSON.stringify(name)}: cjsExports(__module${index})`).join(', ');
  const conditionList = effects.map((_, index) => `__conditions.when${index}`).join(', ');
  return [
    `import { cjsExports } from ${JSON.stringify(interopModule)};`,
    imports,
    `const __modules = { ${table} };`,
    `const __require = (name) => __modules[name];`,
    `export const id = ${JSON.stringify(form.id)};`,
    `export const schema = ${JSON.stringify(form.schema)};`,
    `export const uiSchema = ${JSON.stringify(form.uiSchema)};`,
    `export const validateFns = ${wrapCommonJs(validators, '__require')};`,
    `const __conditions = ${conditions ? wrapCommonJs(conditions, '__require') : '{}'};`,
    `export const conditionFns = [${conditionList}];`,
    '',
  ].join('\n');
}
