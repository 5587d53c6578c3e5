import { isObject, type JsonObject } from '../../../src/shared/form-model/index.ts';
import type { Random } from './random.ts';
import type { Path, SchemaSampler } from './schema-sample.ts';

/**
 * Ways to spoil valid data, each applied at one place of it: the wrong type, values at and past their bounds,
 * over-long strings, unusual Unicode, injection strings, extra and missing properties, nulls and deep nesting.
 * Some results stay valid (an extra property, an injection string in a name): the oracle asks the schema which.
 */

type Node = JsonObject;

/** Texts that have broken servers: SQL, markup, templates, paths, headers, NoSQL operators, format strings. */
const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE credit_applications; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(document.cookie)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${process.exit()}',
  '<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'a\r\nSet-Cookie: hacked=1',
  'Acme Parts\r\nBcc: everyone@example.com',
  'a\r\n\r\nHTTP/1.1 200 OK',
  '%0d%0aLocation:%20http://evil',
  '{"$ne": null}',
  '$where',
  '%s%s%s%n',
  '*)(uid=*',
  '\\u0000',
  '__proto__',
  '=cmd|/c calc!A1',
];

/** Unicode that tends to confuse: NUL and other controls, lone surrogates, non-characters, direction overrides. */
export const UNUSUAL_UNICODE = [
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\ud800',
  'x\udc00y',
  '\uffff\ufffe',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  'Ａｃｍｅ',
  'ǅ',
  'ß'.repeat(40),
  '\u0301\u0301\u0301\u0301',
  'Z̸̛̛͍̦̮̞̝̯͇̤̅̉̊͒͌̏a̴̡̛͚̯̱̲̬l̵̢̧̫͎g̶o̷',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '🏳️‍🌈🏴‍☠️👨‍👩‍👧‍👦',
  '\u2028\u2029',
  '\t\n\r\v\f',
];

/** Property names that mean something to the server or to JavaScript: none may be taken from a body. */
const EXTRA_NAMES = [
  'id',
  'userId',
  'user_id',
  'status',
  'revision',
  'kbvStatus',
  'ssnEncrypted',
  'dateOfBirthEncrypted',
  'applicationId',
  'submittedAt',
  'isAdmin',
  'role',
  'constructor',
  'toString',
  'hasOwnProperty',
  '$ref',
  '',
  ' ',
  'a.b',
  'x'.repeat(300),
];

/** Every place of `value`: its path and what is there. */
function places(value: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  const own = [{ path, value }];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item, index) => places(item, [...path, String(index)]))];
  if (isObject(value))
    return [...own, ...Object.entries(value).flatMap(([name, item]) => places(item, [...path, name]))];
  return own;
}

/** `value` with `replacement` at `path` (a copy; `undefined` removes a property or array item). */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Node = { ...(value as Node) };
  if (rest.length === 0 && replacement === undefined) delete copy[head];
  else copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

/** Every declaration the schema has for the place at `path`, in any branch, merged: where its bounds come from. */
function declarationAt(sampler: SchemaSampler, path: Path): Node {
  let nodes = [sampler.resolve(sampler.root)];
  const expand = (node: Node): Node[] => {
    const resolved = sampler.resolve(node);
    const branches = [resolved.then, resolved.else, ...((resolved.allOf as unknown[] | undefined) ?? [])].filter(
      isObject,
    );
    return [resolved, ...branches.flatMap(expand)];
  };
  for (const part of path) {
    const all = nodes.flatMap(expand);
    nodes = all
      .flatMap((node) =>
        /^\d+$/.test(part) && isObject(node.items)
          ? [node.items]
          : isObject(node.properties) && isObject(node.properties[part])
            ? [node.properties[part] as Node]
            : [],
      )
      .map((node) => sampler.resolve(node));
  }
  return nodes.flatMap(expand).reduce((merged, node) => ({ ...merged, ...node }), {});
}

function wrongType(current: unknown, random: Random): unknown {
  const options: unknown[] = [
    42,
    -1,
    0,
    1.5,
    1e308,
    '42',
    '',
    'true',
    true,
    false,
    null,
    [],
    [current],
    {},
    { value: current },
  ];
  return random.pick(
    options.filter((option) => typeof option !== typeof current || Array.isArray(option) !== Array.isArray(current)),
  );
}

function boundary(declaration: Node, current: unknown, random: Random): unknown {
  const number = (name: string) => (typeof declaration[name] === 'number' ? (declaration[name] as number) : undefined);
  if (typeof current === 'number') {
    const [min, max] = [number('minimum'), number('maximum')];
    const candidates = [-1, 0, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, current + 0.5, -0, 2 ** 31, -(2 ** 31) - 1];
    if (min !== undefined) candidates.push(min - 1, min, min - 0.001);
    if (max !== undefined) candidates.push(max + 1, max, max + 0.001);
    return random.pick(candidates);
  }
  if (Array.isArray(current)) {
    const max = number('maxItems');
    const count = random.pick([0, max === undefined ? current.length + 5 : max + 1, max ?? current.length + 1]);
    return Array.from({ length: count }, (_, index) => current[index % Math.max(current.length, 1)] ?? null);
  }
  const text = typeof current === 'string' ? current : String(current ?? '');
  const [minLength, maxLength] = [number('minLength') ?? 0, number('maxLength')];
  const lengths = [0, Math.max(minLength - 1, 0), minLength, 1];
  if (maxLength !== undefined) lengths.push(maxLength, maxLength + 1);
  const length = random.pick(lengths);
  const fill = text.length ? text : 'x';
  return random.chance(0.5)
    ? fill.repeat(Math.ceil(length / fill.length) + 1).slice(0, length)
    : random.pick(['9', '🚗', 'é']).repeat(length);
}

function deeplyNested(random: Random): unknown {
  let value: unknown = 'deep';
  const depth = random.pick([64, 512, 3000]);
  for (let level = 0; level < depth; level++) value = random.chance(0.5) ? [value] : { a: value };
  return value;
}

/** One mutation of `data` (valid for `sampler`'s schema): the spoiled data and what was done, for the report. */
export function mutate(data: unknown, sampler: SchemaSampler, random: Random): { data: unknown; description: string } {
  const all = places(data);
  const leaves = all.filter((place) => !isObject(place.value) && !Array.isArray(place.value));
  const strings = all.filter((place) => typeof place.value === 'string');
  const objects = all.filter((place) => isObject(place.value));
  const where = (path: Path) => path.join('.') || '(body)';
  const kind = random.weighted<string>([
    [5, 'wrongType'],
    [5, 'boundary'],
    [2, 'overLong'],
    [strings.length ? 3 : 0, 'unicode'],
    [strings.length ? 3 : 0, 'injection'],
    [objects.length ? 3 : 0, 'extraProperty'],
    [objects.length ? 4 : 0, 'removeProperty'],
    [2, 'null'],
    [1, 'deepNesting'],
  ]);
  switch (kind) {
    case 'wrongType': {
      const place = random.pick(all);
      return {
        data: setAt(data, place.path, wrongType(place.value, random)),
        description: `wrong type at ${where(place.path)}`,
      };
    }
    case 'boundary': {
      const bounded = [...leaves, ...all.filter((candidate) => Array.isArray(candidate.value))];
      const place = random.pick(bounded.length ? bounded : all);
      const value = boundary(declarationAt(sampler, place.path), place.value, random);
      return { data: setAt(data, place.path, value), description: `boundary value at ${where(place.path)}` };
    }
    case 'overLong': {
      const place = random.pick(leaves.length ? leaves : all);
      const length = random.pick([300, 5_000, 70_000, 200_000]);
      return {
        data: setAt(data, place.path, random.pick(['A', '9', 'ñ', '🚗']).repeat(length)),
        description: `${length} characters at ${where(place.path)}`,
      };
    }
    case 'unicode': {
      const place = random.pick(strings);
      const text = random.pick(UNUSUAL_UNICODE);
      const value = random.chance(0.5) ? text : `${place.value as string}${text}`;
      return {
        data: setAt(data, place.path, value),
        description: `unusual Unicode ${JSON.stringify(text)} at ${where(place.path)}`,
      };
    }
    case 'injection': {
      const place = random.pick(strings);
      const text = random.pick(INJECTIONS);
      return {
        data: setAt(data, place.path, random.chance(0.5) ? text : `${place.value as string}${text}`),
        description: `injection ${JSON.stringify(text)} at ${where(place.path)}`,
      };
    }
    case 'extraProperty': {
      const place = random.pick(objects);
      const name = random.pick(EXTRA_NAMES);
      return {
        data: setAt(data, [...place.path, name], random.pick([true, 'SUBMITTED', 1, 'v1:forged', null, { nested: 1 }])),
        description: `extra property "${name.slice(0, 20)}" at ${where(place.path)}`,
      };
    }
    case 'removeProperty': {
      const filled = objects.filter((candidate) => Object.keys(candidate.value as Node).length);
      if (!filled.length) return { data: undefined, description: 'no body at all' };
      const place = random.pick(filled);
      const name = random.pick(Object.keys(place.value as Node));
      return {
        data: setAt(data, [...place.path, name], undefined),
        description: `missing ${where([...place.path, name])}`,
      };
    }
    case 'null': {
      const place = random.pick(all);
      return { data: setAt(data, place.path, null), description: `null at ${where(place.path)}` };
    }
    default: {
      const place = random.pick(all);
      return {
        data: setAt(data, place.path, deeplyNested(random)),
        description: `deep nesting at ${where(place.path)}`,
      };
    }
  }
}
