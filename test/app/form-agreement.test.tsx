// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarize, type SummaryItem } from '../../src/app/review/summary.ts';
import { loadForm, manifest } from '../../src/engine/index.ts';
import { formIdOf } from '../../src/shared/form-id.ts';
import {
  flattenShown,
  formFields,
  isObject,
  keepShown,
  sampleData,
  shownFields,
  type FormField,
  type FormWithValidator,
  type JsonObject,
} from '../../src/shared/form-model/index.ts';
import { paperItems } from '../../src/server/pdf/paper-items.ts';
import { filledLines } from '../../src/server/submission/signed-application-pdf.ts';
import { createTestI18n } from '../helpers/i18n.ts';
import { renderForm } from '../helpers/render-form.tsx';

afterEach(cleanup);

/** A value for a field that has none yet: its example, its first choice, yes, its lower bound, or a text. */
function anyValue(field: FormField): unknown {
  const { schema } = field;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  return 'Sample';
}

/**
 * Data holding a value for every field any condition may show (one entry per list): the fields its answers hide
 * hold values too, so each reader must leave out the same ones.
 */
function everyField(fields: readonly FormField[], start: JsonObject): JsonObject {
  const data: JsonObject = { ...start };
  for (const field of fields) {
    const value = data[field.name];
    if (field.kind === 'object') data[field.name] = everyField(field.fields, isObject(value) ? value : {});
    else if (field.kind === 'list' && field.item?.kind === 'object') {
      const first = Array.isArray(value) && isObject(value[0]) ? value[0] : {};
      data[field.name] = [everyField(field.item.fields, first)];
    } else if (field.kind === 'list') data[field.name] = Array.isArray(value) && value.length ? value : ['1234'];
    else if (value === undefined) data[field.name] = anyValue(field);
  }
  return data;
}

/** The labels of a review summary's rows, in order. */
const reviewLabels = (items: readonly SummaryItem[]): string[] =>
  items.flatMap((item) => ('items' in item ? reviewLabels(item.items) : [item.label]));

/** The ids RJSF gives the fields it renders (`root_shops_0_email`), without option and part suffixes. */
function renderedIds(container: HTMLElement): string[] {
  const ids = [...container.querySelectorAll('[id^="root_"]')].map((element) => element.id.replace(/(__|-).*$/, ''));
  const unique = [...new Set(ids)];
  // Only fields that hold a value of their own: not an object's or a list's frame.
  return unique.filter((id) => !unique.some((other) => other.startsWith(`${id}_`)));
}

const dataSteps = manifest.steps.filter((step) => step.kind === 'form' && step.schema);

describe.each(dataSteps.map((step) => [step.key, step] as const))('the readers of %s agree', (_, step) => {
  it.each(['examples', 'every field'])('on its %s data', async (variant) => {
    const loaded = await loadForm(formIdOf(step.schema!));
    const form: FormWithValidator = loaded;
    const sample = sampleData(form);
    const data = variant === 'examples' ? sample : everyField(formFields(loaded as never), sample);
    const i18n = await createTestI18n('en');
    const t = i18n.t.bind(i18n);

    // What the server stores: the shown fields of the data (hidden technical fields are kept, never shown).
    const stored = keepShown(form, data);
    const shown = flattenShown(shownFields(form, stored)).filter(
      (field) => field.kind === 'value' && !field.ui.hidden && field.value !== undefined && field.value !== '',
    );
    const storedIds = shown.map((field) => ['root', ...field.path].join('_'));
    // The review writes a list of values (account numbers) as one line under the list's label.
    const lists = flattenShown(shownFields(form, stored)).filter((field) => field.kind === 'list');
    const listOf = (path: readonly (string | number)[]) =>
      lists.find((list) => list.path.join('.') === path.slice(0, -1).join('.'));
    /** The review's label of each field: its own, or for a value of a list of values, the list's. */
    const labelsOf = (fields: typeof shown) =>
      [
        ...new Set(
          fields.map((field) => {
            const owner = typeof field.path.at(-1) === 'number' ? listOf(field.path) : undefined;
            return owner ? owner : field;
          }),
        ),
      ].map((field) => t(field.ui.title ?? String(field.name)));

    const { container } = await renderForm(loaded, i18n, data);
    const rendered = renderedIds(container);
    expect(rendered.filter((id) => storedIds.includes(id))).toEqual(storedIds);
    // Nothing rendered that the server drops: every other field on screen is empty or a hidden technical one.
    const hiddenIds = flattenShown(shownFields(form, stored))
      .filter((field) => field.ui.hidden)
      .map((field) => ['root', ...field.path].join('_'));
    const extra = rendered.filter((id) => !storedIds.includes(id) && !hiddenIds.includes(id));
    const everyShownId = flattenShown(shownFields(form, data)).map((field) => ['root', ...field.path].join('_'));
    expect(extra.filter((id) => !everyShownId.includes(id))).toEqual([]);

    // A screen-only helper the UI schema marks hideOnReview ("Same as the business phone") is stored and printed, not
    // reviewed.
    const reviewed = shown.filter((field) => field.ui.options.hideOnReview !== true);
    expect(reviewLabels(summarize(form, stored, t))).toEqual(labelsOf(reviewed));
    const printed = filledLines(paperItems(loaded as never, step.key, t), { [step.key]: stored }, t);
    const printedNames = printed.flatMap((line) => ('name' in line ? [line.name] : []));
    expect(printedNames).toEqual(shown.map((field) => [step.key, ...field.path].join('.')));
  });
});
