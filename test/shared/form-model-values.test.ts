import { describe, expect, it } from 'vitest';
import { valuesAt } from '../../src/shared/form-model/index.ts';

const form = {
  schema: {
    type: 'object',
    properties: { kind: { enum: ['A', 'B'] }, agreed: { type: 'boolean' } },
    allOf: [
      {
        if: { properties: { kind: { const: 'B' } }, required: ['kind'] },
        then: { properties: { reasons: { type: 'array', items: { type: 'string', enum: ['late', 'short'] } } } },
      },
    ],
  },
  uiSchema: {},
};

describe('valuesAt', () => {
  it.each([
    [['kind'], ['A', 'B']],
    [['agreed'], [true, false]],
    [['reasons'], ['late', 'short']],
    [['missing'], []],
  ])('labels the values of %j, a list of choices by its items', (path, values) => {
    expect(valuesAt(form, path)).toEqual(values);
  });
});
