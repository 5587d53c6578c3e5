import { createContext, useContext } from 'react';
import { isObject } from '../shared/form-model/json.ts';
import { fieldId } from './validate-form.ts';

const FormDataContext = createContext<unknown>(undefined);

/** Gives the widgets of a form its current data (FormView wraps its form in it). */
export const FormDataProvider = FormDataContext.Provider;

/** The deepest object of `data` that holds the field whose element id is `id` (`root_shops_0_preferredStoreId`). */
function objectHolding(data: unknown, id: string, path: string[] = []): Record<string, unknown> | undefined {
  if (!isObject(data) && !Array.isArray(data)) return undefined;
  if (!id.startsWith(`${fieldId(path)}_`)) return undefined;
  for (const [key, child] of Object.entries(data)) {
    const deeper = objectHolding(child, id, [...path, key]);
    if (deeper) return deeper;
  }
  return isObject(data) ? data : undefined;
}

/**
 * The value of the field `name` beside the widget whose element id is `id`, in the same object of the form's data:
 * for a location's store choice (`root_shops_0_preferredStoreId`), `addressZip` is that location's ZIP code. Lets a
 * widget follow another field named in its UI schema without knowing the form; undefined when there is none.
 */
export function useValueBeside(id: string, name: string | undefined): unknown {
  const data = useContext(FormDataContext);
  return name === undefined ? undefined : objectHolding(data, id)?.[name];
}
