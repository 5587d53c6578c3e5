// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formLoaders } from 'virtual:wizard';
import { createTestI18n } from '../helpers/i18n.ts';
import { OPENING_DATA } from '../helpers/opening-data.ts';
import { renderForm } from '../helpers/render-form.tsx';

afterEach(cleanup);

type UiNode = Record<string, unknown>;

/** The UI schema node of the field a control's id names (`root_applicants_0_firstName`, its `-month` part, …). */
function declarationOf(uiSchema: UiNode, controlId: string): { node: UiNode; part?: string } | undefined {
  const [fieldId, part] = controlId.split('-');
  let node: UiNode | undefined = uiSchema;
  const names = fieldId.replace(/^root_?/, '').split('_');
  for (let index = 0; index < names.length && node; index++) {
    // Field names are camelCase words: an id part is a name, a list index, or the start of a name with `_`.
    const name = names[index];
    if (/^\d+$/.test(name)) node = node.items as UiNode | undefined;
    else node = node[name] as UiNode | undefined;
  }
  return node ? { node, part } : undefined;
}

/** The `autocomplete` a control must carry: the field's `ui:autocomplete`; a date's parts take `bday-month`, … */
function expectedAutocomplete(node: UiNode, part?: string): string | undefined {
  const declared = node['ui:autocomplete'] as string | undefined;
  if (declared && part && declared !== 'off') return `${declared}-${part}`;
  return declared;
}

/** The form controls a browser could fill: text, number, email and phone boxes and the selects. */
function fillableControls(container: HTMLElement): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>(
      'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=file]), select, textarea',
    ),
  ].filter((control) => control.id.startsWith('root') && !control.getAttribute('aria-hidden'));
}

const stepForms = Object.keys(formLoaders)
  .filter((id) => id.startsWith('steps/') && id !== 'steps/submit')
  .sort();

describe('autocomplete and keyboard hints, as each form declares them', () => {
  it.each(stepForms)('%s', async (formId) => {
    const i18n = await createTestI18n('en');
    const { container, form } = await renderForm(formId, i18n, OPENING_DATA[formId] ?? {});
    const controls = fillableControls(container);
    expect(controls.length).toBeGreaterThan(3);
    const found = controls.map((control) => {
      const declaration = declarationOf(form.uiSchema, control.id);
      const options = (declaration?.node['ui:options'] ?? {}) as UiNode;
      return {
        id: control.id,
        autocomplete: control.getAttribute('autocomplete') ?? undefined,
        inputmode: control.getAttribute('inputmode') ?? undefined,
        expected: {
          autocomplete: declaration && expectedAutocomplete(declaration.node, declaration.part),
          inputmode: options.inputMode as string | undefined,
        },
      };
    });
    // Every field says what a browser may fill in (`off` where nothing of the person's fits), and shows it.
    const undeclared = found.filter((control) => control.expected.autocomplete === undefined).map(({ id }) => id);
    expect(undeclared).toEqual([]);
    const mismatched = found.filter(
      (control) =>
        control.autocomplete !== control.expected.autocomplete || control.inputmode !== control.expected.inputmode,
    );
    expect(JSON.stringify(mismatched, null, 1)).toBe('[]');
  });
});
