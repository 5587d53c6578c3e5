import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from '../../src/shared/ajv-options.ts';
import { listFormIds, loadForm } from '../../src/shared/form-files.ts';
import { sampleData } from '../../src/shared/form-model/index.ts';
import { formValidator } from '../../src/shared/form-model/node-validator.ts';

const ajv = createAjvInstance(undefined, undefined, { ...AJV_OPTIONS_OVERRIDES }, undefined, Ajv, extendAjv);

describe('sample data generated from the schemas', () => {
  it.each(listFormIds())('is valid for %s', (formId) => {
    const form = loadForm(formId);
    const validate = ajv.compile(form.schema);
    const data = sampleData({ ...form, validator: formValidator(form.schema) });
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });
});
