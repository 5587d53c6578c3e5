import { describe, expect, it } from 'vitest';
import {
  fieldAt,
  flattenFields,
  flattenShown,
  formFields,
  isObject,
  keepShown,
  sampleData,
  shownFields,
  type JsonObject,
} from '../../src/shared/form-model/index.ts';
import { formValidator } from '../../src/shared/form-model/node-validator.ts';

/** A made-up form: a definition, a yes/no that opens a required field, a list with item titles, `*` in the order. */
const schema: JsonObject = {
  type: 'object',
  properties: {
    name: { $ref: '#/definitions/name' },
    count: { type: 'integer', minimum: 1, maximum: 9, errorMessage: { minimum: 'errors.min' }, examples: [3] },
    hasCar: { type: 'boolean', examples: [true] },
    id: { type: 'string' },
    people: { type: 'array', maxItems: 2, items: { $ref: '#/definitions/person' } },
  },
  required: ['name', 'count'],
  allOf: [
    {
      if: { properties: { hasCar: { const: true } }, required: ['hasCar'] },
      then: { properties: { plate: { type: 'string', examples: ['ABC 123'] } }, required: ['plate'] },
    },
  ],
  definitions: {
    name: { type: 'string', minLength: 1, examples: ['Ada'] },
    person: { type: 'object', properties: { first: { type: 'string', enum: ['A', 'B'] } }, required: ['first'] },
  },
};
const uiSchema: JsonObject = {
  'ui:order': ['hasCar', 'plate', '*'],
  name: { 'ui:title': 'fields.name', 'ui:help': 'help.name' },
  hasCar: { 'ui:title': 'fields.hasCar', 'ui:widget': 'radioGroup', 'ui:options': { labels: 'enums.yesNo' } },
  id: { 'ui:widget': 'hidden' },
  people: { 'ui:options': { itemTitles: ['fields.owner', 'fields.coOwner'] }, items: { first: { 'ui:title': 'f' } } },
};
const form = { schema, uiSchema, validator: formValidator(schema) };

describe('formFields: every field for any data', () => {
  const fields = formFields(form);

  it('lists the fields in ui:order with * standing for the rest, conditional ones marked', () => {
    expect(flattenFields(fields).map((field) => field.path.join('.'))).toEqual([
      'hasCar',
      'plate',
      'name',
      'count',
      'id',
      'people',
      'people.items.first',
    ]);
    expect(fields.map((field) => [field.name, field.required, field.conditional])).toEqual([
      ['hasCar', false, false],
      ['plate', false, true],
      ['name', true, false],
      ['count', true, false],
      ['id', false, false],
      ['people', false, false],
    ]);
  });

  it('follows $ref, keeps the UI as locale keys and each rule’s message key', () => {
    const name = fieldAt(fields, ['name'])!;
    expect(name.schema).toMatchObject({ type: 'string', minLength: 1 });
    expect([name.ui.title, name.ui.help]).toEqual(['fields.name', 'help.name']);
    expect(fieldAt(fields, ['hasCar'])!.ui).toMatchObject({ widget: 'radioGroup', labels: 'enums.yesNo' });
    expect(fieldAt(fields, ['hasCar'])!.values).toEqual([true, false]);
    expect(fieldAt(fields, ['count'])!.messages).toEqual({ minimum: 'errors.min' });
    expect(fieldAt(fields, ['id'])!.ui.hidden).toBe(true);
    expect(fieldAt(fields, ['plate'])!.conditions).toEqual([schema.allOf && (schema.allOf as JsonObject[])[0].if]);
  });

  it('finds a list element’s fields by items or by index, required within their entry', () => {
    expect(fieldAt(fields, ['people', 'items', 'first'])).toMatchObject({
      kind: 'value',
      required: true,
      values: ['A', 'B'],
    });
    expect(fieldAt(fields, ['people', '1', 'first'])?.name).toBe('first');
    expect(fieldAt(fields, ['people', 'items', 'nothing'])).toBeUndefined();
    expect(fieldAt(fields, ['people'])!.ui.itemTitles).toEqual(['fields.owner', 'fields.coOwner']);
  });
});

describe('shownFields: the fields shown for some data', () => {
  const cases: Array<[string, JsonObject, string[]]> = [
    ['no car: no plate', { hasCar: false }, ['hasCar', 'name', 'count', 'id', 'people']],
    ['a car: the plate, required', { hasCar: true }, ['hasCar', 'plate', 'name', 'count', 'id', 'people']],
  ];
  it.each(cases)('%s', (_, data, names) => {
    const shown = shownFields(form, data);
    expect(shown.map((field) => field.name)).toEqual(names);
    expect(shown.find((field) => field.name === 'plate')?.required).toBe(data.hasCar ? true : undefined);
  });

  it('gives list entries with their title keys, the last repeating', () => {
    const people = shownFields(form, { people: [{ first: 'A' }, { first: 'B' }] }).find(
      (field) => field.name === 'people',
    )!;
    expect(people.entries.map((entry) => entry.titleKey)).toEqual(['fields.owner', 'fields.coOwner']);
    expect(flattenShown(people.entries).map((field) => field.path.join('.'))).toEqual([
      'people.0',
      'people.0.first',
      'people.1',
      'people.1.first',
    ]);
  });
});

describe('keepShown and sampleData', () => {
  it('drops what the data hides and names the schema does not know, keeps hidden technical fields', () => {
    const data = { hasCar: false, plate: 'X', id: '7', stray: 1, people: [{ first: 'A', age: 3 }] };
    expect(keepShown(form, data)).toEqual({ hasCar: false, id: '7', people: [{ first: 'A' }] });
  });

  it('fills examples, opens the fields a true example shows, and is valid', () => {
    const data = sampleData(form);
    expect(data).toEqual({ name: 'Ada', count: 3, hasCar: true, plate: 'ABC 123' });
    expect(form.validator.isValid(schema, data, schema)).toBe(true);
  });

  it('isObject accepts objects only', () => {
    expect([{}, [], null, 'x'].map(isObject)).toEqual([true, false, false, false]);
  });
});
