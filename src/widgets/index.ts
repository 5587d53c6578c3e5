import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import { CUSTOM_WIDGETS, type CustomWidget } from '../shared/widget-names.ts';

/**
 * The custom widgets a UI schema can name with `"ui:widget": "<name>"`, loaded by `import()` with a form that names
 * them, so that a step loads only its own kind of widgets: the signature pads and agreements only the submit step,
 * the store choice (MUI's Autocomplete) only the account information. The small widgets of the data-entry steps
 * come together (`data-entry.ts`): one chunk of them weighs less than a chunk each (measured on business
 * information, the four it uses one by one cost 0.8 KB more of gzip than all seven together). Each widget lives in
 * its own module here and is added to this table with one line, and its name to `src/shared/widget-names.ts` (which
 * the lint reads).
 */
const widgetLoaders: Record<CustomWidget, () => Promise<Widget>> = {
  agreement: () => import('./AgreementWidget.tsx').then((module) => module.AgreementWidget),
  dateOfBirth: () => import('./data-entry.ts').then((module) => module.DateOfBirthWidget),
  choiceWithOther: () => import('./data-entry.ts').then((module) => module.ChoiceWithOtherWidget),
  masked: () => import('./data-entry.ts').then((module) => module.MaskedTextWidget),
  money: () => import('./data-entry.ts').then((module) => module.MoneyWidget),
  radioGroup: () => import('./data-entry.ts').then((module) => module.RadioGroupWidget),
  signature: () => import('./SignatureWidget.tsx').then((module) => module.SignatureWidget),
  store: () => import('./stores/StoreWidget.tsx').then((module) => module.StoreWidget),
  taxExemption: () => import('./data-entry.ts').then((module) => module.TaxExemptionWidget),
  years: () => import('./data-entry.ts').then((module) => module.YearsWidget),
};

const customWidgets = new Set<string>(CUSTOM_WIDGETS);
const loadedWidgets = new Map<string, Promise<Widget>>();
const registries = new WeakMap<object, Promise<RegistryWidgetsType>>();

/** The custom widgets `node` names anywhere inside it (fields, list items, effects), each once. */
function widgetNamesIn(node: unknown, into = new Set<CustomWidget>()): Set<CustomWidget> {
  if (Array.isArray(node)) for (const item of node) widgetNamesIn(item, into);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string' && customWidgets.has(value)) into.add(value as CustomWidget);
      else widgetNamesIn(value, into);
    }
  return into;
}

/**
 * The custom widgets a form's UI schema names, as RJSF's `widgets`, once their code is loaded: a form is shown with
 * them from its first frame, never with a widget arriving after the rest. The same UI schema gives the same table.
 */
export function loadWidgets(uiSchema: object): Promise<RegistryWidgetsType> {
  let registry = registries.get(uiSchema);
  if (!registry) {
    const names = [...widgetNamesIn(uiSchema)];
    for (const name of names) if (!loadedWidgets.has(name)) loadedWidgets.set(name, widgetLoaders[name]());
    registry = Promise.all(names.map((name) => loadedWidgets.get(name)!)).then((loaded) =>
      Object.fromEntries(names.map((name, index) => [name, loaded[index]])),
    );
    registries.set(uiSchema, registry);
    // A module that failed to arrive (the network) is asked for again the next time, not remembered as failed.
    registry.catch(() => {
      registries.delete(uiSchema);
      for (const name of names) loadedWidgets.delete(name);
    });
  }
  return registry;
}

export { TaxFormsApiProvider, type TaxFormsApi } from './tax-forms/tax-forms-api.ts';
export { StoresApiProvider, type StoresApi } from './stores/stores-api.ts';
