import { createContext, useContext } from 'react';
import type { NearestStores } from '../../shared/store-directory.ts';

/**
 * The call the store choice needs. The widgets sit below the app in the one-way flow, so they cannot import the
 * app's API client: the app hands its implementation down through `StoresApiProvider`.
 */
export interface StoresApi {
  /** The store directory, nearest first to a 5-digit ZIP code when one is given (`GET /api/v1/stores?near=`). */
  nearestStores(zip: string | undefined): Promise<NearestStores>;
}

const StoresApiContext = createContext<StoresApi | null>(null);

/** Gives the widgets below it the app's stores API. */
export const StoresApiProvider = StoresApiContext.Provider;

/** The stores API the app provided; without one the store choice lists the directory in number order. */
export function useStoresApi(): StoresApi | null {
  return useContext(StoresApiContext);
}
