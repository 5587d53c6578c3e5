import { describe, expect, it } from 'vitest';
import { enumValuesAt } from '../../src/engine/schema-at.ts';

const schema = {
  type: 'object',
  properties: { kind: { enum: ['A', 'B'] }, agreed: { type: 'boolean' } },
  allOf: [
    {
      if: { properties: { kind: { const: 'B' } }, required: ['kind'] },
      then: { properties: { reasons: { type: 'array', items: { type: 'string', enum: ['late', 'short'] } } } },
    },
  ],
};

describe('enumValuesAt', () => {
  it.each([
    [['kind'], ['A', 'B']],
    [['agreed'], [true, false]],
    [['reasons'], ['late', 'short']],
    [['missing'], []],
  ])('labels the values of %j', (path, values) => {
    expect(enumValuesAt(schema, path)).toEqual(values);
  });
});
