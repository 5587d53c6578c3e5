import { useSearch } from 'wouter';
import { QUEUE_PAGE_SIZES, QUEUE_SORTS, type QueueSort } from '../../../shared/staff/queue.ts';
import type { QueueQuery as ApiQueueQuery } from '../../../shared/staff/request-schemas.ts';

const QUEUE_FILTERS = [
  'view',
  'sort',
  'status',
  'state',
  'paymentOption',
  'references',
  'submittedFrom',
  'submittedTo',
  'q',
  'page',
  'pageSize',
  'after',
  'before',
] as const satisfies ReadonlyArray<keyof ApiQueueQuery>;

/** The queue's filters as the page's address and the API's query string carry them: text, each one optional. */
export type QueueQuery = Partial<Record<(typeof QUEUE_FILTERS)[number], string>>;

/** What of the queue's address sticks across visits (this browser's storage): the order and the page size. */
const STICKY = { sort: 'staff_queue_sort', pageSize: 'staff_queue_page_size' } as const;
const ALLOWED: Record<keyof typeof STICKY, readonly string[]> = {
  sort: QUEUE_SORTS,
  pageSize: QUEUE_PAGE_SIZES.map(String),
};

function stored(name: keyof typeof STICKY): string | undefined {
  try {
    const value = localStorage.getItem(STICKY[name]);
    return value !== null && ALLOWED[name].includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the order or page size chosen, for the next visit to the queue; nothing when storage is refused. */
export function remember(name: keyof typeof STICKY, value: string | undefined): void {
  try {
    if (value) localStorage.setItem(STICKY[name], value);
    else localStorage.removeItem(STICKY[name]);
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
  }
}

/**
 * The queue's filters from the page address, so that a filtered queue can be bookmarked and Back restores it; the
 * order and page size, when the address has none, as last chosen in this browser.
 */
export function useQueueQuery(): QueueQuery {
  const params = new URLSearchParams(useSearch());
  const query: QueueQuery = Object.fromEntries(
    QUEUE_FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  return { ...query, sort: query.sort ?? stored('sort'), pageSize: query.pageSize ?? stored('pageSize') };
}

/** The order the queue is shown in, `newest` unless one was chosen. */
export const sortOf = (query: QueueQuery): QueueSort => (query.sort as QueueSort | undefined) ?? 'newest';

/** The address of the queue with `query`; empty filters are left out. */
export function queueHref(query: QueueQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const search = params.toString();
  return `~/staff${search ? `?${search}` : ''}`;
}
