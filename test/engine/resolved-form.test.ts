import { hashForSchema, ID_KEY, schemaParser, type RJSFSchema } from '@rjsf/utils';
import { formLoaders } from 'virtual:wizard';
import { describe, expect, it } from 'vitest';
import { resolvedForm } from '../../src/engine/resolved-form.ts';

/**
 * RJSF's schema parser lists every (sub)schema RJSF validates with a precompiled function while it walks a form (the
 * build compiles one for each): walked over the resolved schema, each must find one, or RJSF would throw mid-render.
 */
describe('the resolved form schema', () => {
  it.each(Object.keys(formLoaders))('%s finds a precompiled validator for every schema RJSF validates', async (id) => {
    const module = await formLoaders[id]();
    const { schema, validateFns } = resolvedForm(module.schema as RJSFSchema, module.validateFns);
    expect(JSON.stringify(schema)).not.toContain('"$ref":"#/definitions');
    const keys = Object.values(schemaParser(schema)).map((each) => each[ID_KEY] ?? hashForSchema(each));
    expect(keys.filter((key) => !validateFns[key])).toEqual([]);
  });
});
