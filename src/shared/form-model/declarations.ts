import { readPointer, resolveLocalRef } from '../local-ref.ts';
import { pointerPath, type JsonPath } from '../schema-bundle.ts';
import { isObject, type JsonObject } from './json.ts';

/**
 * One schema that describes a value, `$ref`s followed, and the conditions (`if` schemas, an `else` as
 * `{ not: if }`) under which it applies; none when it applies whatever the data is.
 */
export interface Declaration {
  schema: JsonObject;
  conditions: JsonObject[];
  /**
   * Where it is written in the bundled schema (`['properties', 'shops', 'items']`; for a `$ref`, the definition it
   * names): the place the lint reports a finding at, mapped to its file by `sourceOf`.
   */
  path: JsonPath;
}

/** Where the schema written at `path` has its keywords: the definition its local `$ref`s lead to, else `path`. */
function ownPath(schema: JsonObject, root: JsonObject, path: JsonPath): JsonPath {
  let node: unknown = schema;
  let at = path;
  const seen = new Set<string>();
  while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    at = pointerPath(node.$ref);
    node = readPointer(root, node.$ref.slice(1));
  }
  return at;
}

/** What a member of `anyOf`/`oneOf` applies under: one of them may be the one that does not hold. */
const ALTERNATIVE: JsonObject = { $comment: 'one of several alternatives' };

/**
 * Every schema that describes the same value as `schema`, for any data: itself (its `$ref` followed), the members
 * of `allOf` (always), of `anyOf`/`oneOf` (under an alternative), and the `then`/`else` branches (under their
 * `if`). `if` itself only tests fields declared elsewhere and is left out.
 */
export function declarationsOf(
  schema: JsonObject,
  root: JsonObject,
  conditions: JsonObject[] = [],
  path: JsonPath = [],
): Declaration[] {
  const resolved = resolveLocalRef(schema, root);
  const at = ownPath(schema, root, path);
  const found: Declaration[] = [{ schema: resolved, conditions, path: at }];
  const members = (keyword: string) =>
    Array.isArray(resolved[keyword])
      ? (resolved[keyword] as unknown[]).flatMap((member, index) => (isObject(member) ? [{ member, index }] : []))
      : [];
  for (const { member, index } of members('allOf'))
    found.push(...declarationsOf(member, root, conditions, [...at, 'allOf', index]));
  for (const keyword of ['anyOf', 'oneOf'])
    for (const { member, index } of members(keyword))
      found.push(...declarationsOf(member, root, [...conditions, ALTERNATIVE], [...at, keyword, index]));
  const test = isObject(resolved.if) ? resolved.if : {};
  if (isObject(resolved.then))
    found.push(...declarationsOf(resolved.then, root, [...conditions, test], [...at, 'then']));
  if (isObject(resolved.else))
    found.push(...declarationsOf(resolved.else, root, [...conditions, { not: test }], [...at, 'else']));
  return found;
}

/** A property of the object some declarations describe: all its own declarations, and whether it is required. */
export interface PropertyDeclarations {
  name: string;
  declarations: Declaration[];
  /** Required whenever its object shows: named in `required` by a declaration under no condition of its own. */
  required: boolean;
  /** The conditions of each declaration that names it in `required` (`[]` for one under no condition). */
  requiredUnder: JsonObject[][];
}

/**
 * The conditions the object itself is shown under: those of its declaration that declares the most properties
 * (the form's top; a list's element as its `$ref` names it), whatever other declarations add under conditions.
 */
export function ownConditions(declarations: readonly Declaration[]): JsonObject[] {
  const size = ({ schema }: Declaration) => (isObject(schema.properties) ? Object.keys(schema.properties).length : 0);
  const main = declarations.reduce<Declaration | undefined>(
    (best, part) => (!best || size(part) > size(best) ? part : best),
    undefined,
  );
  return main?.conditions ?? [];
}

/** Whether a declaration applies whenever its object shows: it adds no condition to the object's own. */
export function appliesAlways(declaration: Declaration, own: readonly JsonObject[]): boolean {
  return declaration.conditions.every((condition) => own.includes(condition));
}

/**
 * The properties of the object `declarations` describe, conditional ones included, in declaration order.
 * Conditions are absolute (from the form's top); those of the object itself (`ownConditions`) do not make its
 * properties conditional.
 */
export function propertiesOf(declarations: readonly Declaration[], root: JsonObject): PropertyDeclarations[] {
  const own = ownConditions(declarations);
  const byName = new Map<string, PropertyDeclarations>();
  for (const { schema, conditions, path } of declarations) {
    if (!isObject(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property)) continue;
      const entry = byName.get(name) ?? { name, declarations: [], required: false, requiredUnder: [] };
      entry.declarations.push(...declarationsOf(property, root, conditions, [...path, 'properties', name]));
      byName.set(name, entry);
    }
  }
  for (const declaration of declarations) {
    const { schema } = declaration;
    if (!Array.isArray(schema.required)) continue;
    for (const name of schema.required) {
      const entry = byName.get(String(name));
      if (!entry) continue;
      entry.requiredUnder.push(declaration.conditions);
      if (appliesAlways(declaration, own)) entry.required = true;
    }
  }
  return [...byName.values()];
}

/** The declarations of a list's element (`items`); none when no declaration is a list. */
export function itemDeclarationsOf(declarations: readonly Declaration[], root: JsonObject): Declaration[] {
  return declarations.flatMap(({ schema, conditions, path }) =>
    isObject(schema.items) ? declarationsOf(schema.items, root, conditions, [...path, 'items']) : [],
  );
}

/** Keywords that combine schemas rather than say what a value holds: left out of a field's summary schema. */
const COMBINING = new Set(['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else']);

/**
 * One schema summing up what the declarations say of a value, for readers that list a field's rules (the
 * catalogue, the paper form): their keywords, the least conditional declaration's winning, then the later one.
 * A declaration that names no `type` or `enum` (a condition adding a rule) never hides the one that does.
 */
export function summarySchema(declarations: readonly Declaration[]): JsonObject {
  const merged: JsonObject = {};
  // The least conditional declaration speaks last: a rule a condition adds never hides what always holds.
  const byGenerality = [...declarations].sort((a, b) => b.conditions.length - a.conditions.length);
  for (const { schema } of byGenerality)
    for (const [key, value] of Object.entries(schema)) if (!COMBINING.has(key)) merged[key] = value;
  const typed = [...byGenerality]
    .reverse()
    .find(({ schema }) => schema.enum !== undefined || schema.type !== undefined);
  if (typed) {
    for (const key of ['type', 'enum']) if (typed.schema[key] !== undefined) merged[key] = typed.schema[key];
  }
  return merged;
}
