import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/shared/form-files.ts';
import { findField, formFields, sourceOf } from '../../src/shared/form-model/index.ts';

/* Where the form model says fields are written: what the lint reports its findings at. */
describe('the form model knows where each field is written', () => {
  const form = loadForm('steps/account-information');
  const fields = formFields(form);

  it('gives a field its place in the form file, and a shared definition its place in the shared file', () => {
    const limit = findField(fields, ['creditLimit']);
    expect('field' in limit && limit.field.schemaPath).toEqual(['allOf', 0, 'then', 'properties', 'creditLimit']);
    expect(sourceOf(form.schema, ['allOf', 0, 'then', 'properties', 'creditLimit']).file).toBeUndefined();

    const zip = findField(fields, ['shops', 'items', 'addressZip']);
    expect('field' in zip).toBe(true);
    if (!('field' in zip)) return;
    // The bundle inlined the shared ZIP definition: its place is in common/definitions.json, where it is written.
    expect(sourceOf(form.schema, zip.field.schemaPath)).toEqual({
      file: '../common/definitions.json',
      path: ['definitions', 'zip'],
    });
    // A field's data path is also where its settings are in the UI schema.
    expect(zip.field.path).toEqual(['shops', 'items', 'addressZip']);
  });

  it('says where a path stops reaching fields, and which names were there', () => {
    expect(findField(fields, ['shops', '0', 'adressZip'])).toMatchObject({
      missing: 'adressZip',
      parent: ['shops', '0'],
      among: expect.arrayContaining(['addressZip', 'companyName']),
    });
  });
});
