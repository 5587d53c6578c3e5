import { describe, expect, it } from 'vitest';
import { followLocalRef, resolveLocalRef } from '../../src/shared/local-ref.ts';
import { bundleSchema, UnresolvedRefError } from '../../src/shared/schema-bundle.ts';

const shared = { definitions: { phone: { type: 'string', pattern: '^[0-9]{10}$' }, name: { type: 'string' } } };
const readFile = (file: string) => {
  if (file !== '../common/definitions.json') throw new Error(`unexpected ${file}`);
  return shared;
};

describe('bundleSchema', () => {
  it('inlines shared definitions once and points every reference inside the form', () => {
    const bundled = bundleSchema(
      {
        type: 'object',
        properties: {
          a: { $ref: '../common/definitions.json#/definitions/phone' },
          b: { $ref: '../common/definitions.json#/definitions/phone' },
        },
      },
      readFile,
    );
    expect(bundled).toEqual({
      type: 'object',
      properties: { a: { $ref: '#/definitions/phone' }, b: { $ref: '#/definitions/phone' } },
      definitions: { phone: shared.definitions.phone },
    });
  });

  it('walks the form’s own definitions, which may use shared ones', () => {
    const bundled = bundleSchema(
      {
        type: 'array',
        items: { $ref: '#/definitions/shop' },
        definitions: {
          shop: { type: 'object', properties: { name: { $ref: '../common/definitions.json#/definitions/name' } } },
        },
      },
      readFile,
    );
    expect(bundled.definitions).toEqual({
      shop: { type: 'object', properties: { name: { $ref: '#/definitions/name' } } },
      name: { type: 'string' },
    });
  });

  it('names the reference that points to nothing', () => {
    expect(() =>
      bundleSchema({ properties: { a: { $ref: '../common/definitions.json#/definitions/nope' } } }, readFile),
    ).toThrow(UnresolvedRefError);
  });

  it('refuses a shared definition that would overwrite a local one of the same name', () => {
    expect(() =>
      bundleSchema(
        {
          properties: { a: { $ref: '../common/definitions.json#/definitions/name' } },
          definitions: { name: { type: 'number' } },
        },
        readFile,
      ),
    ).toThrow(/two different definitions/);
  });
});

describe('followLocalRef, the one follower of a bundled schema’s local $refs', () => {
  const root = {
    definitions: {
      email: { type: 'string', format: 'email' },
      login: { $ref: '#/definitions/email', maxLength: 254 },
      first: { $ref: '#/definitions/second' },
      second: { $ref: '#/definitions/first' },
    },
  };

  it('follows a chain of refs, keeping the keywords written beside each', () => {
    expect(followLocalRef({ $ref: '#/definitions/login', title: 'Email' }, root)).toEqual({
      type: 'string',
      format: 'email',
      maxLength: 254,
      title: 'Email',
    });
  });

  it('refuses a loop with an error that names it, instead of following it forever', () => {
    expect(() => followLocalRef({ $ref: '#/definitions/first' }, root)).toThrow(
      '"$ref" loop: #/definitions/first → #/definitions/second → #/definitions/first',
    );
  });

  it('refuses a ref that names nothing', () => {
    expect(() => followLocalRef({ $ref: '#/definitions/phone' }, root)).toThrow(
      '"$ref": "#/definitions/phone" points to nothing',
    );
  });

  it('gives readers that draw whatever they get (the form model) an empty schema for either', () => {
    expect(resolveLocalRef({ $ref: '#/definitions/first' }, root)).toEqual({});
    expect(resolveLocalRef({ $ref: '#/definitions/phone' }, root)).toEqual({});
  });
});
