import { useEffect, useState } from 'react';
import type { StoreChoice } from '../../shared/store-directory.ts';
import { STORES } from '../../shared/store-list.ts';
import { useStoresApi } from './stores-api.ts';

/** What the store choice shows: the stores in order, and what that order says. */
export interface StoreOrder {
  stores: readonly StoreChoice[];
  /** `nearest`: by distance from `zip`; `unknownZip`: the table has no such ZIP; `byNumber`: no ZIP yet. */
  order: 'nearest' | 'unknownZip' | 'byNumber';
  zip?: string;
  status: 'loading' | 'ready' | 'failed';
}

const BY_NUMBER: readonly StoreChoice[] = STORES.filter((store) => !store.closed).map((store) => ({
  ...store,
  distanceMiles: null,
}));

/**
 * The stores nearest first to `zip` (its first five digits, once it has them), asked of the app's stores API each
 * time those change; the directory in number order meanwhile, without a ZIP code, or when the call fails.
 */
export function useNearestStores(zip: unknown): StoreOrder {
  const api = useStoresApi();
  const zip5 = typeof zip === 'string' && /^[0-9]{5}/.test(zip) ? zip.slice(0, 5) : undefined;
  const [answer, setAnswer] = useState<StoreOrder>({ stores: BY_NUMBER, order: 'byNumber', status: 'ready' });

  useEffect(() => {
    if (!api) return;
    let current = true;
    setAnswer((previous) => ({ ...previous, status: 'loading' }));
    api.nearestStores(zip5).then(
      ({ stores, located, near }) => {
        if (!current) return;
        const order = located ? 'nearest' : near ? 'unknownZip' : 'byNumber';
        setAnswer({ stores, order, zip: near ?? undefined, status: 'ready' });
      },
      () => current && setAnswer({ stores: BY_NUMBER, order: 'byNumber', status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, zip5]);

  return answer;
}
