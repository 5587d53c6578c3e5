import { describe, expect, it } from 'vitest';
import { listFormIds, loadForm } from '../../src/shared/form-files.ts';
import { keepShown, sampleData, type JsonObject } from '../../src/shared/form-model/index.ts';
import { formValidator } from '../../src/shared/form-model/node-validator.ts';
import { withRefsResolved } from '../../src/shared/form-model/resolved-refs.ts';

describe('a form schema with its $refs resolved once', () => {
  it.each(listFormIds())('keeps of %s the same fields as RJSF resolving each $ref', (id) => {
    const { schema, uiSchema } = loadForm(id);
    const resolved = withRefsResolved(schema);
    expect(JSON.stringify(resolved)).not.toMatch(/"\$ref"/);
    expect(withRefsResolved(schema)).toBe(resolved);
    const data = { ...sampleData({ schema, uiSchema, validator: formValidator(schema) }), unknownName: 1 };
    const kept = keepShown({ schema: resolved, uiSchema, validator: formValidator(resolved) }, data);
    expect(kept).toEqual(keepShown({ schema, uiSchema, validator: formValidator(schema) }, data));
  });

  it('leaves a ref into its own ancestor (a recursive schema) for RJSF to follow', () => {
    const tree: JsonObject = {
      definitions: { node: { type: 'object', properties: { children: { items: { $ref: '#/definitions/node' } } } } },
      $ref: '#/definitions/node',
    };
    const resolved = withRefsResolved(tree);
    expect(resolved).toMatchObject({
      type: 'object',
      properties: { children: { items: { $ref: '#/definitions/node' } } },
    });
  });
});
