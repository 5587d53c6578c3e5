import Ajv, { type ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import { ENVIRONMENT_FORMATS } from './environment-formats.ts';
import type { FromSchema } from 'json-schema-to-ts';
import { ENVIRONMENT_SCHEMA } from './environment-schema.ts';

/**
 * The environment once the schema accepted it, read from the schema itself: numbers are numbers, every variable with
 * a default is there, the others may be missing. The conditions of \`allOf\` (Trustev's four, the webhook's secret)
 * are not part of the type: the code that reads those variables checks the condition it relies on.
 */
export type Environment = FromSchema<typeof ENVIRONMENT_SCHEMA>;

type VariableSchema = { writeOnly?: boolean };
const VARIABLES = ENVIRONMENT_SCHEMA.properties as Record<string, VariableSchema>;
const NAMES = Object.keys(VARIABLES);

// One compiled validator for the process: ajv-errors needs allErrors, which is also what lists every bad variable.
// strictRequired is off because the conditional `required` lists name variables the top level declares.
const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: true, strictRequired: false });
ajvErrors(ajv);
for (const [name, test] of Object.entries(ENVIRONMENT_FORMATS)) ajv.addFormat(name, test);
const validate = ajv.compile<Environment>(ENVIRONMENT_SCHEMA);

/** The variables the schema declares, trimmed; an empty one counts as unset (`FOO= npm start` is not "FOO=''"). */
function declaredVariables(env: Record<string, string | undefined>): Record<string, string> {
  const entries = NAMES.map((name) => [name, env[name]?.trim()] as const);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The variables an error is about: its own path, or (for a message over several errors) theirs. */
function variablesOf(error: ErrorObject): string[] {
  if (error.instancePath) return [error.instancePath.slice(1)];
  const inner = (error.params.errors as ErrorObject[] | undefined) ?? [error];
  const names = inner.map((each) => each.instancePath.slice(1) || (each.params.missingProperty as string));
  return names.filter((name) => NAMES.includes(name));
}

/** One line per bad variable, in the schema's order: the name, what is wrong, and the value unless it is secret. */
function problemLines(errors: ErrorObject[], given: Record<string, string>): string[] {
  const lines = new Map<string, string>();
  for (const error of errors) {
    for (const name of variablesOf(error)) {
      const quoted = given[name] === undefined || VARIABLES[name].writeOnly ? '' : ` (got "${given[name]}")`;
      if (!lines.has(name)) lines.set(name, `${name} ${error.message}${quoted}`);
    }
  }
  return NAMES.filter((name) => lines.has(name)).map((name) => lines.get(name) as string);
}

/**
 * Checks the environment against its schema (environment-schema.ts). Answers the typed environment, or every
 * problem at once, worded for the operator who has to fix it.
 */
export function validateEnvironment(
  env: Record<string, string | undefined>,
): { environment: Environment; problems: [] } | { environment: undefined; problems: string[] } {
  const given = declaredVariables(env);
  const environment: Record<string, unknown> = { ...given };
  if (validate(environment)) return { environment, problems: [] };
  return { environment: undefined, problems: problemLines(validate.errors ?? [], given) };
}
