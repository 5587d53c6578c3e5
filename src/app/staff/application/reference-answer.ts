import type { TFunction } from 'i18next';
import type { LoadedForm } from '../../../engine/index.ts';

type UiField = { 'ui:title'?: string; 'ui:options'?: { labels?: string } };

/**
 * An answer as label and value pairs, in the answer form's order and words: each field's `ui:title`, an enum's value
 * by its `labels` key. Read from the form itself, so a question an analyst adds shows with no code.
 */
export function answerRows(form: LoadedForm, answer: Record<string, unknown>, t: TFunction): Array<[string, string]> {
  const order = (form.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(answer);
  const names = [
    ...order.filter((name) => name in answer),
    ...Object.keys(answer).filter((name) => !order.includes(name)),
  ];
  return names.map((name) => {
    const ui = (form.uiSchema[name] ?? {}) as UiField;
    const value = answer[name];
    const labels = ui['ui:options']?.labels;
    return [ui['ui:title'] ? t(ui['ui:title']) : name, labels ? t(`${labels}.${String(value)}`) : String(value)];
  });
}
