// The named import leaves the file's long `$comment` out of the bundle.
import { stores } from '../../schemas/common/stores.json';
import { storesOf, type Store } from './store-directory.ts';

/**
 * The store directory as the pages know it (bundled: about 1 KB of gzip), for naming a chosen store on the review
 * and before the nearest-first list has arrived. The server reads the same file from the schemas folder.
 */
export const STORES: readonly Store[] = storesOf({ stores });
