import { basename, dirname, join, relative as relativePath, sep } from 'node:path';
import { BRAND_FILE } from '../form-files.ts';
import { bundleSchema, UnresolvedRefError, type JsonObject } from '../schema-bundle.ts';
import { formatPath, pointerSegments } from './json-path.ts';
import { scanJson } from './json-scan.ts';
import { refFile } from './refs.ts';
import { isStoreDirectory } from '../store-directory.ts';
import type { CheckContext, FormFiles, JsonFile, TextFile } from './types.ts';
import { diskWorkspace, type Workspace } from './workspace.ts';

/** The folders the lint reads. */
export interface LintOptions {
  schemasDir: string;
  localesDir: string;
  /** The brand file; `src/shared/brand.json` when unset. */
  brandFile?: string;
  /** Folders of code whose string literals may name locale keys (`t("common.next")`); none when unset. */
  sourceDirs?: string[];
  /** Where these paths are read: the disk when unset, or files held in memory (the tests' edited copies). */
  workspace?: Workspace;
}

/** Every file below `dir` (relative, with `/`), skipping `node_modules` and dot-folders. */
function listFiles(workspace: Workspace, dir: string): string[] {
  return workspace.list(dir).filter((file) => !/(^|\/)(node_modules|\.[^/]+)(\/|$)/.test(file));
}

/**
 * Reads and parses one JSON file; a syntax error or a duplicated key is kept on the file for the `json-syntax`
 * rule to report. `display` is how messages name it (`schemas/wizard.json`).
 */
function readJsonFile(text: string, relative: string, display: string): JsonFile {
  const { data, syntaxError, duplicateKeys } = scanJson(text);
  return syntaxError ? { relative, display, data, syntaxError } : { relative, display, data, duplicateKeys };
}

function readJsonFolder(workspace: Workspace, dir: string): Map<string, JsonFile> {
  const files = listFiles(workspace, dir).filter((file) => file.endsWith('.json'));
  return new Map(
    files.map((file) => [file, readJsonFile(workspace.read(join(dir, file))!, file, `${basename(dir)}/${file}`)]),
  );
}

/** The files a form's schema names in its `$ref`s (`../common/definitions.json#/definitions/phone`). */
function referencedFiles(schemaFile: JsonFile, schemaFiles: Map<string, JsonFile>): JsonFile[] {
  const refs = JSON.stringify(schemaFile.data ?? null).matchAll(/"\$ref":"([^"#]+)/g);
  return [
    ...new Set(
      [...refs].map((match) => refFile(schemaFiles, schemaFile, match[1])).filter((file) => file !== undefined),
    ),
  ];
}

/** Bundles a form the way `src/shared/form-files.ts` does, but from the already parsed files. */
function loadFormFiles(id: string, schemaFiles: Map<string, JsonFile>): FormFiles {
  const schemaFile = schemaFiles.get(`${id}.schema.json`)!;
  const documents = [schemaFile, ...referencedFiles(schemaFile, schemaFiles)];
  const form: FormFiles = { id, schemaFile, uiFile: schemaFiles.get(`${id}.ui.json`), documents, bundled: undefined };
  const raw = schemaFile.data;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return form;
  let brokenTarget = false;
  try {
    form.bundled = bundleSchema(raw as JsonObject, (file) => {
      const target = refFile(schemaFiles, schemaFile, file);
      if (!target) throw new Error(`"$ref" names the file "${file}", which does not exist`);
      // A broken shared file is reported on its own (json-syntax); the form cannot be bundled, but says no more.
      brokenTarget = target.data === undefined;
      if (brokenTarget) throw new Error(`"$ref" names "${file}", which is not valid JSON`);
      return target.data;
    });
  } catch (error) {
    if (brokenTarget) return form;
    const where = error instanceof UnresolvedRefError ? formatPath(pointerSegments(error.at)) : '';
    form.bundleError = { message: (error as Error).message, where };
  }
  return form;
}

/** The content documents (`en/content/terms.md`), read as text. */
function readContentFolder(workspace: Workspace, dir: string): Map<string, TextFile> {
  const files = listFiles(workspace, dir).filter((file) => /^[^/]+\/content\/[^/]+\.md$/.test(file));
  return new Map(
    files.map((file) => [
      file,
      { relative: file, display: `${basename(dir)}/${file}`, text: workspace.read(join(dir, file))! },
    ]),
  );
}

/** Reads the schemas, locales, brand and source folders into the context every rule works on. */
export function loadContext(options: LintOptions): CheckContext {
  const workspace = options.workspace ?? diskWorkspace;
  const schemaFiles = readJsonFolder(workspace, options.schemasDir);
  const localeFiles = new Map<string, Map<string, JsonFile>>();
  const contentJsonFiles = new Map<string, JsonFile>();
  for (const [file, json] of readJsonFolder(workspace, options.localesDir)) {
    const language = dirname(file);
    if (/^[^/]+\/content$/.test(language)) contentJsonFiles.set(file, json);
    // Only `<language>/<namespace>.json`: i18next loads nothing else.
    if (language === '.' || language.includes('/')) continue;
    const namespaces = localeFiles.get(language) ?? new Map<string, JsonFile>();
    namespaces.set(basename(file, '.json'), json);
    localeFiles.set(language, namespaces);
  }
  const forms = [...schemaFiles.keys()]
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => loadFormFiles(file.replace(/\.schema\.json$/, ''), schemaFiles));
  // The store directory is data the forms refer to, not a schema: its own rule checks it.
  const schemaDocuments = [...new Set(forms.flatMap((form) => form.documents))].filter(
    (file) => !isStoreDirectory(file.data),
  );
  const brandPath = options.brandFile ?? BRAND_FILE;
  const root = dirname(options.schemasDir);
  const brandText = workspace.read(brandPath);
  const brandFile =
    brandText === undefined
      ? undefined
      : readJsonFile(brandText, basename(brandPath), relativePath(root, brandPath).split(sep).join('/'));
  const sources = (options.sourceDirs ?? []).flatMap((dir) =>
    listFiles(workspace, dir)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => workspace.read(join(dir, file))!),
  );
  return {
    workspace,
    schemasDir: options.schemasDir,
    localesDir: options.localesDir,
    schemaFiles,
    localeFiles,
    forms,
    schemaDocuments,
    contentFiles: readContentFolder(workspace, options.localesDir),
    contentJsonFiles,
    brandFile,
    sources,
  };
}
