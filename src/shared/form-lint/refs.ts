import { posix } from 'node:path';
import { readPointer } from '../local-ref.ts';
import { parseExternalRef } from '../schema-bundle.ts';
import { withDerivedDefinitions } from '../store-directory.ts';
import type { JsonFile } from './types.ts';

/** The file a `$ref` of `from` names: itself for `#/…`, else the path relative to `from`'s folder. */
export function refFile(schemaFiles: ReadonlyMap<string, JsonFile>, from: JsonFile, ref: string): JsonFile | undefined {
  const external = parseExternalRef(ref);
  if (!external) return from;
  return schemaFiles.get(posix.normalize(posix.join(posix.dirname(from.relative), external.file)));
}

/** What a `$ref` of `from` points to, and in which file; undefined when it points to nothing. */
export function refTarget(
  schemaFiles: ReadonlyMap<string, JsonFile>,
  from: JsonFile,
  ref: string,
): { file: JsonFile; target: unknown } | undefined {
  const file = refFile(schemaFiles, from, ref);
  const hash = ref.indexOf('#');
  const target = file && readPointer(withDerivedDefinitions(file.data), hash === -1 ? '' : ref.slice(hash + 1));
  return file && target !== undefined ? { file, target } : undefined;
}
