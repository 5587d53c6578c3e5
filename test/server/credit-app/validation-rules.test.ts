import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, describeOnSqlite, type DatabaseSuite } from '../helpers/database-suite.ts';
import { SECTIONS, sectionSchema } from '../../../src/server/credit-app/sections.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
import { flattenShown, shownFields } from '../../../src/shared/form-model/index.ts';
import { formValidator } from '../../../src/shared/form-model/node-validator.ts';
import { SECTION_RULES, type SectionRules } from './rules.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';

/** A copy of `body` with the value at the dotted `path` replaced (left out when `value` is undefined). */
function withValue(body: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const copy = structuredClone(body) as Record<string, unknown>;
  const parts = path.split('.');
  const parent = parts
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, part) => node[part] as Record<string, unknown>, copy);
  const last = parts[parts.length - 1];
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

/**
 * Every field a section's schema gives a rule, as body paths (`0.ssn`): the table of rules must name each, so a
 * field added to a schema without a line in the table fails here.
 */
function fieldsWithRules(schema: JsonObject, prefix = ''): string[] {
  const definitions = (schema.definitions ?? {}) as Record<string, JsonObject>;
  const resolve = (node: JsonObject): JsonObject =>
    typeof node.$ref === 'string' ? resolve(definitions[node.$ref.split('/').pop()!]) : node;
  const walk = (node: JsonObject, path: string): string[] => {
    const resolved = resolve(node);
    const branches = [
      resolved,
      ...((resolved.allOf as JsonObject[] | undefined) ?? []).flatMap((member) => [member.then, member.else]),
    ].filter(Boolean) as JsonObject[];
    if (resolved.type === 'array') return walk(resolved.items as JsonObject, path ? `${path}.0` : '0');
    if (resolved.type !== 'object') return [path];
    const names = new Set(branches.flatMap((branch) => Object.keys((branch.properties as object | undefined) ?? {})));
    return [...names].flatMap((name) => {
      const declarations = branches
        .map((branch) => (branch.properties as Record<string, JsonObject> | undefined)?.[name])
        .filter(Boolean) as JsonObject[];
      // A condition may only add a rule (`minItems`); the full declaration is the one saying what the field holds.
      const full =
        declarations.find((declaration) => resolve(declaration).items !== undefined) ??
        declarations.find((declaration) => resolve(declaration).type !== undefined) ??
        declarations[0];
      return walk(full, path ? `${path}.${name}` : name);
    });
  };
  return walk(schema, prefix).filter((path) => !/(^|\.)id$/.test(path));
}

/**
 * Whether a section's schema requires the field at the body path `path` (`vehicleCount`, `0.ssn`) for `body`, as the
 * form model decides it; undefined when the field does not show for that body. A list section's body is the bare
 * list, so it is looked at as the one field of an object.
 */
function requiredFor(schema: JsonObject, body: unknown, path: string): boolean | undefined {
  const list = schema.type === 'array';
  const form = list ? { type: 'object', properties: { body: schema }, definitions: schema.definitions } : schema;
  const data = list ? { body } : body;
  const fields = flattenShown(shownFields({ schema: form, uiSchema: {}, validator: formValidator(form) }, data));
  return fields.find((field) => field.path.slice(list ? 1 : 0).join('.') === path)?.required;
}

/** A user of `suite` with the section saved from its base body before the tests, and the section as stored. */
function savedSection(suite: DatabaseSuite, sectionRules: SectionRules) {
  let user: TestUser | undefined;
  let stored: unknown;
  beforeAll(async () => {
    user = await createUser(suite.app);
    const saved = await as(suite.app, user).put(sectionRules.url, sectionRules.base);
    expect(saved.statusCode, saved.body).toBe(200);
    stored = (await as(suite.app, user).get('/credit-app')).json()[sectionRules.section];
  });
  return { user: () => user!, stored: () => stored };
}

/**
 * The refusals run on SQLite only: a refused body is answered from the schema's validation before any query, and
 * reading back what was stored is the same query the acceptances make on each database. What an accepted value does
 * to a row (its type, its length, its characters) is the database's part, so the acceptances run on each.
 */
describeOnSqlite('the field rules of the application steps on $name', (suite) => {
  it.each(SECTION_RULES.map((rules) => [rules.section, rules] as const))(
    'the table of rules names fields of %s only',
    (_name, { section, rules }) => {
      // A list's own rules are named by the list (`existingAccountNumbers`), its entries' by their path (`….0`).
      const paths = fieldsWithRules(sectionSchema(suite.app.forms, section));
      const known = (field: string) => paths.some((path) => path === field || path.startsWith(`${field}.`));
      expect(rules.map((rule) => rule.field).filter((field) => field && !known(field))).toEqual([]);
    },
  );

  // A field the table does not name is one an analyst added by data (docs/analysts.md#adding-a-field-end-to-end):
  // its rules are the schema's, tried here as the form model reads them, so that adding a field needs no code.
  it.each(SECTION_RULES.map((rules) => [rules.section, rules] as const))(
    'refuses a field of %s the table does not name when it is required and left out, and accepts it so otherwise',
    async (_name, { section, url, base, rules }) => {
      const covered = new Set(rules.map((rule) => rule.field));
      const storedElsewhere = (field: string) => (SECTIONS[section].without ?? []).includes(field.split('.')[0]);
      const schema = sectionSchema(suite.app.forms, section);
      const user = await createUser(suite.app);
      for (const field of fieldsWithRules(schema).filter((name) => !covered.has(name) && !storedElsewhere(name))) {
        const required = requiredFor(schema, base, field);
        if (required === undefined) continue;
        const response = await as(suite.app, user).put(url, withValue(base, field, undefined));
        if (required) {
          expect(response.statusCode, field).toBe(400);
          expect(Object.keys(response.json().errors), field).toEqual([field]);
        } else expect(response.statusCode, `${field}: ${response.body}`).toBe(200);
      }
    },
  );

  describe.each(SECTION_RULES.map((rules) => [rules.section, rules] as const))(
    '%s',
    (_name, sectionRules: SectionRules) => {
      const { user, stored } = savedSection(suite, sectionRules);
      const refusals = sectionRules.rules.flatMap((rule) =>
        rule.refuse.map(
          ([value, message]) =>
            [rule.field || '(the list)', JSON.stringify(value) ?? 'left out', rule, value, message] as const,
        ),
      );
      it.each(refusals)(
        'refuses %s = %s, naming the field, and keeps what was stored',
        async (_field, _shown, rule, value, message) => {
          const response = await as(suite.app, user()).put(
            sectionRules.url,
            withValue(rule.base ?? sectionRules.base, rule.field, value),
          );
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual({ [rule.field]: message });
          expect((await as(suite.app, user()).get('/credit-app')).json()[sectionRules.section]).toEqual(stored());
        },
      );
    },
  );
});

describeOnEachDatabase('the values the application steps accept, stored on $name', (suite) => {
  describe.each(SECTION_RULES.map((rules) => [rules.section, rules] as const))(
    '%s',
    (_name, sectionRules: SectionRules) => {
      const { user } = savedSection(suite, sectionRules);

      const acceptances = sectionRules.rules.flatMap((rule) =>
        rule.accept.map(
          (value) => [rule.field || '(the list)', JSON.stringify(value) ?? 'left out', rule, value] as const,
        ),
      );
      it.each(acceptances)('accepts %s = %s', async (_field, _shown, rule, value) => {
        const response = await as(suite.app, user()).put(
          sectionRules.url,
          withValue(rule.base ?? sectionRules.base, rule.field, value),
        );
        expect(response.statusCode, response.body).toBe(200);
      });
    },
  );
});
