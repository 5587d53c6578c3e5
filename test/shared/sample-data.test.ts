import { describe, expect, it } from 'vitest';
import { listFormIds, loadForm } from '../../src/shared/form-files.ts';
import { sampleData } from '../../src/shared/form-model/index.ts';
import { formValidator } from '../../src/shared/form-model/node-validator.ts';
import { createRjsfAjv } from '../../src/shared/rjsf-ajv.ts';

const ajv = createRjsfAjv();

describe('sample data generated from the schemas', () => {
  it.each(listFormIds())('is valid for %s', (formId) => {
    const form = loadForm(formId);
    const validate = ajv.compile(form.schema);
    const data = sampleData({ ...form, validator: formValidator(form.schema) });
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });
});
