import { describe, expect, it } from 'vitest';
import { paperItems, type PaperItem } from '../../../src/server/pdf/paper-items.ts';
import type { FormDocument } from '../../../src/shared/form-types.ts';
import type { JsonObject } from '../../../src/shared/schema-bundle.ts';

/** Translations that show the key and its values, so a test can see which text was asked for. */
const t = (key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length ? `${key}${JSON.stringify(values)}` : key;

function items(schema: JsonObject, uiSchema: JsonObject = {}): PaperItem[] {
  const form: FormDocument = { id: 'steps/test', schema, uiSchema };
  return paperItems(form, 'step', t);
}

describe('paper items from a form schema', () => {
  it('follows ui:order, titles and help, marks required fields and leaves hidden ones out', () => {
    const result = items(
      {
        type: 'object',
        properties: { id: { type: 'string' }, b: { type: 'string' }, a: { type: 'string' } },
        required: ['a'],
      },
      {
        'ui:order': ['a', '*'],
        id: { 'ui:widget': 'hidden' },
        a: { 'ui:title': 'fields.a', 'ui:help': 'help.a' },
        b: { 'ui:title': 'fields.b' },
      },
    );
    expect(result).toEqual([
      { kind: 'text', name: 'step.a', label: 'fields.a', required: true, help: 'help.a' },
      { kind: 'text', name: 'step.b', label: 'fields.b', required: false },
    ]);
  });

  it('gives a few values one box each, labelled from ui:options, with their descriptions; many values a line', () => {
    const [few, many] = items(
      {
        type: 'object',
        properties: { pay: { type: 'string', enum: ['CASH', 'MONTHLY'] }, state: { $ref: '#/definitions/state' } },
        definitions: { state: { type: 'string', enum: Array.from({ length: 51 }, (_, index) => `S${index}`) } },
      },
      {
        pay: { 'ui:title': 'fields.pay', 'ui:options': { labels: 'enums.pay', descriptions: 'help.pay' } },
        state: { 'ui:title': 'fields.state' },
      },
    );
    expect(few).toMatchObject({
      kind: 'choice',
      options: [
        { name: 'step.pay.CASH', label: 'enums.pay.CASH', description: 'help.pay.CASH' },
        { name: 'step.pay.MONTHLY', label: 'enums.pay.MONTHLY', description: 'help.pay.MONTHLY' },
      ],
    });
    expect(many).toMatchObject({ kind: 'text', name: 'step.state' });
  });

  it('asks yes or no where the screen does, and offers one box for a plain tick', () => {
    const [asked, ticked] = items(
      { type: 'object', properties: { exempt: { type: 'boolean' }, same: { type: 'boolean' } } },
      {
        exempt: { 'ui:widget': 'radio', 'ui:options': { labels: 'enums.yesNo' } },
        same: { 'ui:title': 'fields.same' },
      },
    );
    expect(asked).toMatchObject({
      kind: 'choice',
      options: [
        { name: 'step.exempt.true', label: 'enums.yesNo.true' },
        { name: 'step.exempt.false', label: 'enums.yesNo.false' },
      ],
    });
    expect(ticked).toEqual({ kind: 'checkbox', name: 'step.same', label: 'fields.same', required: false });
  });

  it('offers the usual answers of free text as boxes, with a line for another', () => {
    const [description] = items(
      { type: 'object', properties: { description: { type: 'string', examples: ['Tire', 'Farm'] } } },
      { description: { 'ui:options': { labels: 'enums.d' } } },
    );
    expect(description).toMatchObject({
      kind: 'choice',
      options: [{ name: 'step.description.Tire' }, { name: 'step.description.Farm' }],
      other: { name: 'step.description.other', label: 'forms.pdf.other' },
    });
  });

  it('includes fields shown only under a condition, but does not mark them required', () => {
    const result = items({
      type: 'object',
      properties: { pay: { type: 'string' } },
      allOf: [
        {
          if: { properties: { pay: { const: 'CHARGE' } } },
          then: { properties: { limit: { type: 'integer' } }, required: ['limit'] },
        },
      ],
    });
    expect(result.map((item) => 'name' in item && [item.name, item.required])).toEqual([
      ['step.pay', false],
      ['step.limit', false],
    ]);
  });

  it('shows the date format after a date and draws a line to sign for a drawn picture', () => {
    const [date, signature] = items({
      type: 'object',
      properties: {
        born: { type: 'string', format: 'date' },
        signature: { type: 'string', pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$' },
      },
    });
    expect(date).toMatchObject({ kind: 'text', hint: 'forms.pdf.dateHint' });
    expect(signature).toMatchObject({
      kind: 'signature',
      name: 'step.signature',
      date: { name: 'step.signatureDate' },
      printedName: { name: 'step.printedName', label: 'forms.pdf.printedName' },
    });
  });

  it(
    'repeats a list up to its maxItems with the copies titled as on screen, and says when more fit on another ' +
      'sheet',
    () => {
      const person = { type: 'object', properties: { name: { type: 'string' } } };
      const [owner, coOwner, firstShop, secondShop, more, accounts] = items(
        {
          type: 'object',
          properties: {
            owners: { type: 'array', maxItems: 2, items: person },
            shops: { type: 'array', items: person },
            accounts: { type: 'array', maxItems: 10, items: { type: 'string' } },
          },
        },
        {
          owners: { 'ui:options': { itemTitles: ['fields.owner', 'fields.coOwner'] } },
          shops: { 'ui:title': 'fields.shops', 'ui:options': { itemTitles: ['fields.shop'] } },
          accounts: { 'ui:title': 'fields.accounts', items: { 'ui:title': 'fields.account' } },
        },
      );
      expect(owner).toMatchObject({
        kind: 'group',
        label: 'fields.owner{"number":1}',
        items: [{ name: 'step.owners.0.name' }],
      });
      expect(coOwner).toMatchObject({
        kind: 'group',
        label: 'fields.coOwner{"number":2}',
        items: [{ name: 'step.owners.1.name' }],
      });
      expect(firstShop).toMatchObject({ label: 'fields.shop{"number":1}' });
      expect(secondShop).toMatchObject({ items: [{ name: 'step.shops.1.name' }] });
      expect(more).toEqual({ kind: 'note', text: 'forms.pdf.moreOnSheet{"field":"fields.shops"}' });
      expect(accounts).toMatchObject({ kind: 'group', label: 'fields.accounts' });
      const lines = (accounts as { items: PaperItem[] }).items;
      expect(lines.map((item) => 'name' in item && item.name)).toEqual([
        'step.accounts.0',
        'step.accounts.1',
        'step.accounts.2',
        false,
      ]);
      // The same title for every copy: numbered.
      expect(lines[1]).toMatchObject({ label: 'forms.pdf.itemNumber{"title":"fields.account","number":2,"total":3}' });
    },
  );

  it('turns a list drawn by a widget of its own (an upload) into one box: attached', () => {
    const [upload] = items(
      {
        type: 'object',
        properties: { taxForms: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
      },
      { taxForms: { 'ui:title': 'fields.taxForms', 'ui:widget': 'taxForms' } },
    );
    expect(upload).toEqual({
      kind: 'checkbox',
      name: 'step.taxForms.attached',
      label: 'forms.pdf.attached{"field":"fields.taxForms"}',
      required: false,
    });
  });
});
