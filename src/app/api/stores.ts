import type { NearestStores } from '../../shared/store-directory.ts';
import type { StoresApi } from '../../widgets/index.ts';
import { api } from './client.ts';

/** The store directory nearest first through the app's API client, handed to the widgets by `StoresApiProvider`. */
export const storesApi: StoresApi = {
  nearestStores: (zip) => api<NearestStores>('GET', zip ? `/v1/stores?near=${encodeURIComponent(zip)}` : '/v1/stores'),
};
