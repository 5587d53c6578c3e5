import { createContext, useContext, useSyncExternalStore } from 'react';
import { isObject } from '../shared/form-model/json.ts';
import { fieldId } from './validate-form.ts';

/**
 * A form's current data, outside React state: a key press replaces it without rendering anything, and only the
 * widgets reading a value from it render again, when that value changes.
 */
export interface FormDataStore {
  get(): unknown;
  set(data: unknown): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial` until `set` replaces it. */
export function createFormDataStore(initial: unknown): FormDataStore {
  let data = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set(next) {
      data = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FormDataContext = createContext<FormDataStore>(createFormDataStore(undefined));

/** Gives the widgets of a form the store of its data (FormView wraps its form in it). */
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
 * widget follow another field named in its UI schema without knowing the form; undefined when there is none. The
 * widget renders again only when that value changes, not on every key pressed elsewhere in the form.
 */
export function useValueBeside(id: string, name: string | undefined): unknown {
  const store = useContext(FormDataContext);
  const read = () => (name === undefined ? undefined : objectHolding(store.get(), id)?.[name]);
  return useSyncExternalStore(store.subscribe, read, read);
}
