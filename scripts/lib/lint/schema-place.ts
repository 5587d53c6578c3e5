import { formatPath, type PathSegment } from '../../../src/shared/form-lint/json-path.ts';
import { refFile } from '../../../src/shared/form-lint/refs.ts';
import { sourceOf } from '../../../src/shared/form-model/index.ts';
import type { JsonFile, LintContext, LintForm } from './types.ts';

/** A place of a schema file as findings name it: the file, and the path inside it. */
export interface SchemaPlace {
  file: JsonFile;
  where: string;
}

/**
 * Where a place of a form's bundled schema (a form model's `schemaPath` or `Declaration.path`) is written: in the
 * form's own file, or in the shared file a definition was inlined from. Undefined when that file is unknown.
 */
export function schemaPlace(context: LintContext, form: LintForm, path: PathSegment[]): SchemaPlace | undefined {
  const source = sourceOf(form.bundled!, path);
  const file = source.file === undefined ? form.schemaFile : refFile(context.schemaFiles, form.schemaFile, source.file);
  return file && { file, where: formatPath(source.path) };
}
