import type { Locator, Page } from 'playwright-core';
import { loadForm } from '../../../src/shared/form-files.ts';
import { flattenFields, formFields } from '../../../src/shared/form-model/index.ts';

/** A required field of a form that has an example: the ids its controls take, and what to put in them. */
interface ExampleField {
  /** RJSF's ids for the field: `root_companyName`, `root_applicants_0_firstName` for every entry of a list. */
  id: RegExp;
  example: unknown;
  /** The values the field offers, in the order its radio buttons or list options show them. */
  values: unknown[];
}

/** A form control of the page that RJSF named after a field, as the page shows it. */
interface ShownControl {
  id: string;
  kind: 'text' | 'radios' | 'checkbox' | 'select' | 'other';
  empty: boolean;
}

/** Every field a form requires when it shows that has an example (the lint asks each required field for one). */
function exampleFields(formId: string): ExampleField[] {
  return flattenFields(formFields(loadForm(formId)))
    .filter((field) => field.kind === 'value' && field.requiredWhenShown && Array.isArray(field.schema.examples))
    .map((field) => ({
      id: new RegExp(`^root_${field.path.map((name) => (name === 'items' ? '\\d+' : name)).join('_')}$`),
      example: (field.schema.examples as unknown[])[0],
      values: field.values,
    }));
}

/** The controls within `scope` whose id names a field (`root_…`), what kind each is and whether it is empty. */
function shownControls(scope: Page | Locator): Promise<ShownControl[]> {
  return scope.locator('[id^="root_"]').evaluateAll((elements) =>
    elements.flatMap((element): ShownControl[] => {
      const { id } = element;
      if (element.getAttribute('role') === 'radiogroup')
        return [{ id, kind: 'radios', empty: !element.querySelector('input:checked') }];
      if (element.getAttribute('role') === 'combobox')
        return [{ id, kind: 'select', empty: !(element.textContent ?? '').replace(/\u200b/g, '').trim() }];
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return [];
      if (element.disabled || element.readOnly || element.type === 'hidden' || element.type === 'file') return [];
      if (element.type === 'radio' || element.getAttribute('aria-hidden') === 'true') return [];
      if (element instanceof HTMLInputElement && element.type === 'checkbox')
        return [{ id, kind: 'checkbox', empty: !element.checked }];
      return [{ id, kind: 'text', empty: element.value === '' }];
    }),
  );
}

/** How a test answers a control: with the pointer (the default) or, in the keyboard test, with keys alone. */
export interface Answering {
  /** Types `text` into an empty text or number box. */
  type(box: Locator, text: string): Promise<void>;
  /** Ticks a check box. */
  tick(box: Locator): Promise<void>;
  /** Picks the `index`th radio button of a group whose buttons are `radios` (in order). */
  choose(radios: Locator, index: number): Promise<void>;
  /** Picks the option of value `index` (RJSF's option values are positions) in the drop-down list `combobox`. */
  pick(combobox: Locator, index: number): Promise<void>;
}

/** Answering with the pointer, as most tests do. */
const byPointer = (page: Page): Answering => ({
  type: (box, text) => box.fill(text),
  tick: (box) => box.check(),
  choose: (radios, index) => radios.nth(index).check(),
  pick: async (combobox, index) => {
    await combobox.click();
    await page.locator(`[role="option"][data-value="${index}"]`).click();
  },
});

/** Puts `field`'s example into the empty control `control`. */
async function fillControl(page: Page, control: ShownControl, field: ExampleField, answer: Answering): Promise<void> {
  const byId = page.locator(`[id="${control.id}"]`);
  const index = field.values.findIndex((value) => value === field.example);
  if (control.kind === 'text') await answer.type(byId, String(field.example));
  else if (control.kind === 'checkbox' && field.example === true) await answer.tick(byId);
  else if (control.kind === 'radios') await answer.choose(byId.locator('input[type="radio"]'), index);
  else if (control.kind === 'select') await answer.pick(byId, index);
}

/**
 * Fills every empty control within `scope` of a field form `formId` requires, with the field's example: what a test
 * of the browser does for the fields it does not know by name, so a required field an analyst adds (with its
 * example, as docs/analysts.md#adding-a-field-end-to-end says) is answered too. A yes/no whose example is "Yes"
 * opens the fields it asks for, which the next pass fills; a control a test filled, or left disabled (a ticked
 * "Less than 1 year"), is left alone.
 */
export async function fillRequiredFromExamples(
  page: Page,
  scope: Page | Locator,
  formId: string,
  answer: Answering = byPointer(page),
): Promise<void> {
  const fields = exampleFields(formId);
  const done = new Set<string>();
  for (let pass = 0; pass < 5; pass++) {
    const todo = (await shownControls(scope)).flatMap((control) => {
      const field = fields.find(({ id }) => id.test(control.id));
      return field && control.empty && !done.has(control.id) ? [{ control, field }] : [];
    });
    if (!todo.length) return;
    for (const { control, field } of todo) {
      done.add(control.id);
      await fillControl(page, control, field, answer);
    }
  }
}
