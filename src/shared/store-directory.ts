import type { Translate } from './field-errors.ts';
import { isObject, type JsonObject } from './form-model/json.ts';

/** One store of the directory (`schemas/common/stores.json`): what an applicant picks as a preferred store. */
export interface Store {
  /** What a form saves: never reused, so saved applications keep naming the same store. */
  number: string;
  name: string;
  street: string;
  city: string;
  /** Two-letter state code (`MO`). */
  state: string;
  /** 5-digit ZIP code. */
  zip: string;
  /** A closed store is no longer offered, but stays in the directory: applications saved with it stay valid. */
  closed?: boolean;
}

/** A store as the store choice offers it: with its distance in whole miles from the ZIP asked about, if known. */
export interface StoreChoice extends Store {
  distanceMiles: number | null;
}

/** `GET /api/v1/stores?near=ZIP`: nearest first when the ZIP is placed (`located`), else in number order. */
export interface NearestStores {
  near: string | null;
  located: boolean;
  stores: StoreChoice[];
}

/** The directory's place below the schemas folder. */
export const STORE_DIRECTORY_FILE = 'common/stores.json';

/** The definition forms name with `{"$ref": "../common/stores.json#/definitions/storeNumber"}`. */
const STORE_NUMBER_DEFINITION = 'storeNumber';

/** The message of a store number the directory does not list (a key in `locales/<language>/errors.json`). */
const UNKNOWN_STORE_MESSAGE = 'errors.unknownStore';

/** Whether a parsed JSON document is a store directory: an object with a `stores` list. */
export function isStoreDirectory(document: unknown): document is JsonObject & { stores: unknown[] } {
  return isObject(document) && Array.isArray(document.stores);
}

/** The stores of a directory document, skipping entries that are not objects (the lint reports those). */
export function storesOf(document: unknown): Store[] {
  if (!isStoreDirectory(document)) return [];
  return document.stores.filter(isObject).map((store) => ({
    number: String(store.number ?? ''),
    name: String(store.name ?? ''),
    street: String(store.street ?? ''),
    city: String(store.city ?? ''),
    state: String(store.state ?? ''),
    zip: String(store.zip ?? ''),
    ...(store.closed === true ? { closed: true } : {}),
  }));
}

/**
 * A JSON document as forms refer to it. A store directory is data, not a schema: it gets the definition
 * `storeNumber`, a text that must be one of its numbers, so the form, the precompiled validators and the server
 * all accept exactly the stores the file lists. Any other document is returned as it is.
 */
export function withDerivedDefinitions(document: unknown): unknown {
  if (!isStoreDirectory(document)) return document;
  // Each number once: a number listed twice is the directory's mistake (the lint names it there), not the forms'.
  const numbers = [...new Set(storesOf(document).map((store) => store.number))];
  const storeNumber = { type: 'string', enum: numbers, errorMessage: { enum: UNKNOWN_STORE_MESSAGE } };
  return { ...document, definitions: { [STORE_NUMBER_DEFINITION]: storeNumber } };
}

/** How a store reads wherever a person sees the choice: its name and number (`Joplin (store 103)`). */
export function storeLabel(store: Pick<Store, 'name' | 'number'>, t: Translate): string {
  return t('widgets.store.label', { name: store.name, number: store.number });
}

/** The label of the store numbered `value` among `stores`; undefined when none has that number. */
export function storeLabelOf(stores: readonly Store[], value: unknown, t: Translate): string | undefined {
  const store = stores.find((candidate) => candidate.number === value);
  return store && storeLabel(store, t);
}
