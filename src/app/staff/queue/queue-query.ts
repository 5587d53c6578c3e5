import { useSearch } from 'wouter';
import type { QueueQuery as ApiQueueQuery } from '../../../shared/staff/request-schemas.ts';

const QUEUE_FILTERS = [
  'status',
  'state',
  'paymentOption',
  'submittedFrom',
  'submittedTo',
  'q',
  'page',
] as const satisfies ReadonlyArray<keyof ApiQueueQuery>;

/** The queue's filters as the page's address and the API's query string carry them: text, each one optional. */
export type QueueQuery = Partial<Record<(typeof QUEUE_FILTERS)[number], string>>;

/** The queue's filters from the page address, so that a filtered queue can be bookmarked and Back restores it. */
export function useQueueQuery(): QueueQuery {
  const params = new URLSearchParams(useSearch());
  return Object.fromEntries(QUEUE_FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/** The address of the queue with `query`; empty filters are left out. */
export function queueHref(query: QueueQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const search = params.toString();
  return `~/staff${search ? `?${search}` : ''}`;
}
