import { sql, type RawBuilder } from 'kysely';
import type { QueueSort } from '../../../shared/staff/queue.ts';

/** A sort's columns in order, each with its direction; the last is `ca.id`, unique, so no two rows tie. */
export type SortColumns = ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;

/** A row's values of its sort's columns, as the database gave them. */
export type SortValues = Array<string | number | null>;

const isValue = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number';

/** The cursor of a row: its sort and its values of the sort's columns, base64url so it travels in a URL as is. */
export function encodeCursor(sort: QueueSort, values: SortValues): string {
  return Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');
}

/** The values a cursor holds, or `undefined` when it is not one of `sort`'s (made for another sort, or altered). */
export function decodeCursor(cursor: string, sort: QueueSort, columns: SortColumns): SortValues | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== columns.length + 1) return undefined;
  const values = parsed.slice(1) as unknown[];
  return values.every(isValue) && typeof values.at(-1) === 'string' ? (values as SortValues) : undefined;
}

/**
 * The rows after `values` in the order `columns` give (a keyset page: the database seeks to the boundary in the
 * sort's index instead of counting rows up to it). `nullsFirst` is where the database puts NULL in an ascending
 * order: first on SQLite, last on PostgreSQL; the queue's sorts leave it to the database, so the predicate must too.
 *
 * When every value is known and every column runs the same way, the comparison is one row value, `(a, id) > (?, ?)`,
 * which both databases take as a range of the index; a first column that may be NULL and whose NULLs come later
 * adds `or a is null`. Otherwise (the status sort runs one way then the other) it is the spelled-out form, under a
 * bound on the first column so that the index is still entered at the boundary.
 */
export function rowsAfter(columns: SortColumns, values: SortValues, nullsFirst: boolean): RawBuilder<boolean> {
  const ascending = columns.map(([, direction]) => direction === 'asc');
  const nullsBefore = (index: number) => ascending[index] === nullsFirst;
  const ref = (index: number) => sql.ref(columns[index][0]);
  const later = (index: number) => {
    const value = values[index];
    if (value === null) return nullsBefore(index) ? sql<boolean>`${ref(index)} is not null` : sql<boolean>`1 = 0`;
    const beyond = ascending[index] ? sql`${ref(index)} > ${value}` : sql`${ref(index)} < ${value}`;
    return nullsBefore(index) ? beyond : sql<boolean>`(${beyond} or ${ref(index)} is null)`;
  };
  const same = (index: number) =>
    values[index] === null ? sql`${ref(index)} is null` : sql`${ref(index)} = ${values[index]}`;

  const uniform = ascending.every((value) => value === ascending[0]);
  if (uniform && values.every((value) => value !== null)) {
    const refs = sql.join(columns.map((_, index) => ref(index)));
    const row = sql.join(values.map((value) => sql`${value}`));
    const range = ascending[0] ? sql`(${refs}) > (${row})` : sql`(${refs}) < (${row})`;
    return nullsBefore(0) ? sql<boolean>`${range}` : sql<boolean>`(${range} or ${ref(0)} is null)`;
  }
  const spelled = columns.map((_, index) =>
    sql.join([...columns.slice(0, index).map((__, before) => same(before)), later(index)], sql` and `),
  );
  const either = sql<boolean>`(${sql.join(spelled, sql` or `)})`;
  const first = values[0];
  if (first === null || !nullsBefore(0)) return either;
  const bound = ascending[0] ? sql`${ref(0)} >= ${first}` : sql`${ref(0)} <= ${first}`;
  return sql<boolean>`${bound} and ${either}`;
}

/** `columns` read the other way: the order a previous page is read in, from its boundary back. */
export const reversed = (columns: SortColumns): SortColumns =>
  columns.map(([column, direction]) => [column, direction === 'asc' ? 'desc' : 'asc'] as const);
