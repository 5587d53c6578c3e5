/**
 * An edit of a parsed JSON file, in place. Typed loosely on purpose: the tests reach deep into schemas, locales and
 * the brand file, each of its own shape, and some edits break that shape to prove a check catches it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the files have many shapes, some broken on purpose
export type JsonEdit = (data: any) => void;
