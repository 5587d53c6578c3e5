import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from '../../src/shared/ajv-options.ts';
import { listFormIds, loadForm } from '../../src/shared/form-files.ts';
import { sampleData } from '../../src/shared/sample-data.ts';

const ajv = createAjvInstance(undefined, undefined, { ...AJV_OPTIONS_OVERRIDES }, undefined, Ajv, extendAjv);

describe('sample data generated from the schemas', () => {
  it.each(listFormIds())('is valid for %s', (formId) => {
    const { schema } = loadForm(formId);
    const validate = ajv.compile(schema);
    expect(validate(sampleData(schema)), JSON.stringify(validate.errors)).toBe(true);
  });
});
