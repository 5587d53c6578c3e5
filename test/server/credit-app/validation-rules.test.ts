import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { SECTIONS, sectionSchema } from '../../../src/server/credit-app/sections.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';
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

describeOnEachDatabase('the field rules of the application steps on $name', (suite) => {
  it.each(SECTION_RULES.map((rules) => [rules.section, rules] as const))(
    'the table of rules covers every field of %s',
    (_name, { section, rules }) => {
      const covered = new Set(rules.map((rule) => rule.field));
      const storedElsewhere = (field: string) => (SECTIONS[section].without ?? []).includes(field.split('.')[0]);
      const missing = fieldsWithRules(sectionSchema(suite.app.forms, section)).filter(
        (field) => !covered.has(field) && !storedElsewhere(field),
      );
      expect(missing).toEqual([]);
    },
  );

  describe.each(SECTION_RULES.map((rules) => [rules.section, rules] as const))(
    '%s',
    (_name, sectionRules: SectionRules) => {
      let user: TestUser;
      let stored: unknown;
      beforeAll(async () => {
        user = await createUser(suite.app);
        const saved = await as(suite.app, user).put(sectionRules.url, sectionRules.base);
        expect(saved.statusCode, saved.body).toBe(200);
        stored = (await as(suite.app, user).get('/credit-app')).json()[sectionRules.section];
      });

      const refusals = sectionRules.rules.flatMap((rule) =>
        rule.refuse.map(
          ([value, message]) =>
            [rule.field || '(the list)', JSON.stringify(value) ?? 'left out', rule, value, message] as const,
        ),
      );
      it.each(refusals)(
        'refuses %s = %s, naming the field, and keeps what was stored',
        async (_field, _shown, rule, value, message) => {
          const response = await as(suite.app, user).put(
            sectionRules.url,
            withValue(rule.base ?? sectionRules.base, rule.field, value),
          );
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual({ [rule.field]: message });
          expect((await as(suite.app, user).get('/credit-app')).json()[sectionRules.section]).toEqual(stored);
        },
      );

      const acceptances = sectionRules.rules.flatMap((rule) =>
        rule.accept.map(
          (value) => [rule.field || '(the list)', JSON.stringify(value) ?? 'left out', rule, value] as const,
        ),
      );
      it.each(acceptances)('accepts %s = %s', async (_field, _shown, rule, value) => {
        const response = await as(suite.app, user).put(
          sectionRules.url,
          withValue(rule.base ?? sectionRules.base, rule.field, value),
        );
        expect(response.statusCode, response.body).toBe(200);
      });
    },
  );
});
