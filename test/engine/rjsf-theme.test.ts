import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeWidgets } from '../../src/engine/rjsf-theme.ts';
import { CUSTOM_WIDGETS } from '../../src/shared/widget-names.ts';
import { listFormIds, loadForm } from '../../src/shared/form-files.ts';
import { flattenFields, formFields, type JsonObject } from '../../src/shared/form-model/index.ts';

const schemas = resolve(import.meta.dirname, '../../schemas');

/** RJSF's widgets that @rjsf/core draws with the theme's `BaseInputTemplate`, needing no widget of the theme. */
const DRAWN_AS_INPUT = new Set(['text', 'password', 'email', 'hidden', 'updown', 'url', 'date', 'tel']);

/** Every `"ui:widget"` named in the UI schemas of `schemas/`, with the file naming it. */
function namedWidgets(): Array<{ widget: string; file: string }> {
  const found: Array<{ widget: string; file: string }> = [];
  const files = readdirSync(schemas, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ui.json'));
  for (const file of files) {
    const text = readFileSync(join(schemas, file), 'utf8');
    for (const match of text.matchAll(/"ui:widget"\s*:\s*"([^"]+)"/g)) found.push({ widget: match[1], file });
  }
  return found;
}

/**
 * The widget RJSF picks for each field of the forms of `schemas/` whose UI schema names none, with the field: as
 * @rjsf/core's fields choose it, a check box for a yes/no, a drop-down list for a choice of values or a list of
 * distinct choices, a text box otherwise. Left out of the theme, such a field would be drawn as plain HTML.
 */
function unnamedWidgets(): Array<{ widget: string; field: string }> {
  return listFormIds().flatMap((id) =>
    flattenFields(formFields(loadForm(id)), { items: true })
      .filter((field) => field.kind !== 'object' && field.ui.widget === undefined)
      .map((field) => {
        const { schema } = field;
        const items = (schema.items ?? {}) as JsonObject;
        const choices = Array.isArray(schema.enum) || Array.isArray(schema.oneOf);
        const distinctChoices =
          schema.uniqueItems === true && (Array.isArray(items.enum) || Array.isArray(items.oneOf));
        const widget =
          schema.type === 'boolean'
            ? 'checkbox'
            : choices || (field.kind === 'list' && distinctChoices)
              ? 'select'
              : 'text';
        return { widget, field: `${id}: ${field.path.join('.')}` };
      }),
  );
}

/** RJSF's registry name of a built-in widget a UI schema names (`checkboxes` → `CheckboxesWidget`). */
const registryName = (widget: string) => `${widget[0].toUpperCase()}${widget.slice(1)}Widget`;

describe("the engine's RJSF theme", () => {
  it('draws with MUI every built-in widget a form of schemas/ names', () => {
    const named = namedWidgets();
    expect(named.length).toBeGreaterThan(0);
    const custom = new Set<string>(CUSTOM_WIDGETS);
    const missing = named.filter(
      ({ widget }) => !custom.has(widget) && !DRAWN_AS_INPUT.has(widget) && !(registryName(widget) in themeWidgets),
    );
    expect(missing, 'add these to themeWidgets in src/engine/rjsf-theme.ts').toEqual([]);
  });

  it('draws with MUI the widget RJSF picks for a field of schemas/ that names none', () => {
    const picked = unnamedWidgets();
    expect(picked.length).toBeGreaterThan(0);
    const missing = picked.filter(
      ({ widget }) => !DRAWN_AS_INPUT.has(widget) && !(registryName(widget) in themeWidgets),
    );
    expect(missing, 'add these to themeWidgets in src/engine/rjsf-theme.ts').toEqual([]);
  });
});
