import { join } from 'node:path';
import { readJson, SCHEMAS_DIR } from '../../shared/form-files.ts';
import { STORE_DIRECTORY_FILE, storesOf, type NearestStores, type Store } from '../../shared/store-directory.ts';
import { milesBetween, zipPlace } from '../../shared/zip-coordinates.ts';

/** Finds the stores nearest a ZIP code. */
export type StoreFinder = (near: string | undefined) => NearestStores;

/** Reads the store directory the forms validate against (`schemas/common/stores.json`). */
export function loadStores(schemasDir = SCHEMAS_DIR): Store[] {
  return storesOf(readJson(join(schemasDir, STORE_DIRECTORY_FILE)));
}

/**
 * Orders the open `stores` by their distance from the centre of a ZIP code (its first five digits), ties by
 * store number.
 * A ZIP code the table does not place, or none, gives the directory's order without distances: the choice still
 * works, it just cannot help.
 */
export function createStoreFinder(stores: readonly Store[]): StoreFinder {
  const byNumber = stores
    .filter((store) => !store.closed)
    .sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));
  return (near) => {
    const zip = near?.slice(0, 5);
    const origin = zip ? zipPlace(zip) : undefined;
    if (!origin)
      return { near: zip ?? null, located: false, stores: byNumber.map((s) => ({ ...s, distanceMiles: null })) };
    const measured = byNumber.map((store) => {
      const place = zipPlace(store.zip);
      return { store, miles: place ? milesBetween(origin, place) : Number.POSITIVE_INFINITY };
    });
    // Array.prototype.sort is stable, so equal distances keep the number order.
    measured.sort((a, b) => a.miles - b.miles);
    return {
      near: zip!,
      located: true,
      stores: measured.map(({ store, miles }) => ({
        ...store,
        distanceMiles: Number.isFinite(miles) ? Math.round(miles) : null,
      })),
    };
  };
}
