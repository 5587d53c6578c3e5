import { api } from '../../api/client.ts';
import type { WizardStep } from '../../../shared/form-types.ts';
import { saveList } from './list-errors.ts';
import type { LoadedApplication, StepBinding } from './types.ts';

/** Whether a section of `GET /v1/credit-app` holds saved data: an object, or a list with an entry. */
const isSaved = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined);

/**
 * How a data step of `schemas/wizard.json` meets the API, from its `saves`: its form data is what its sections
 * hold (an object section's fields, a list section under its field when it has entries), and it saves by calling
 * each `PUT` in order, with the whole form (less the fields other saves send) or the bare list of one field.
 */
export function dataStepBinding(step: WizardStep): StepBinding {
  const saves = step.saves ?? [];
  const lists = saves.filter((save) => save.body !== 'form').map((save) => save.body);
  const section = (loaded: LoadedApplication, name: string) => (loaded.creditApp as Record<string, unknown>)[name];
  return {
    formData: (loaded) => {
      const data: Record<string, unknown> = {};
      for (const save of saves) {
        const value = section(loaded, save.section);
        if (save.body === 'form') Object.assign(data, value ?? {});
        else if (isSaved(value)) data[save.body] = value;
      }
      return data;
    },
    save: async (data) => {
      const form = (data ?? {}) as Record<string, unknown>;
      let answer: unknown;
      for (const save of saves) {
        const path = save.path;
        if (save.body === 'form') {
          const left = new Set([...lists, ...(save.without ?? [])]);
          const body = Object.fromEntries(Object.entries(form).filter(([name]) => !left.has(name)));
          answer = await api('PUT', path, body);
        } else answer = await saveList(save.body, () => api('PUT', path, form[save.body] ?? []));
      }
      return answer;
    },
    hasData: (loaded) => saves.length > 0 && isSaved(section(loaded, saves[0].section)),
  };
}

/**
 * The sections of `GET /v1/credit-app` that hold a data step's form `data` (the inverse of its binding's
 * `formData`): each list field under its section, `[]` when absent; the rest of the form under the object section,
 * `null` when nothing is left.
 */
export function sectionsOfStep(step: WizardStep, data: Record<string, unknown>): Record<string, unknown> {
  const saves = step.saves ?? [];
  const lists = new Set(saves.filter((save) => save.body !== 'form').map((save) => save.body));
  const sections: Record<string, unknown> = {};
  for (const save of saves) {
    if (save.body !== 'form') {
      sections[save.section] = data[save.body] ?? [];
      continue;
    }
    const left = new Set([...lists, ...(save.without ?? [])]);
    const fields = Object.entries(data).filter(([name]) => !left.has(name));
    sections[save.section] = fields.length ? Object.fromEntries(fields) : null;
  }
  return sections;
}
