import { describe, expect, it } from 'vitest';
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
