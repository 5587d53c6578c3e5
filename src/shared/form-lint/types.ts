import type { JsonObject } from '../schema-bundle.ts';
import type { DuplicateKey, JsonSyntaxError } from './json-scan.ts';
import type { Workspace } from './workspace.ts';

type Severity = 'error' | 'warning';

/** One problem found by the lint, written for the analyst who edits the JSON files. */
export interface Finding {
  severity: Severity;
  /** Which rule found it, e.g. `ui-fields`: printed last, so a developer can find the check behind a message. */
  rule: string;
  /** The file to open, as the analyst sees it: `schemas/steps/business-information.ui.json`. */
  file: string;
  /** Where in the file: a JSON path such as `ui:order[16]`, or `line 3, column 5`; empty for the whole file. */
  where: string;
  /** What is wrong, in one sentence (a "did you mean" suggestion included). */
  message: string;
  /** How to fix it, in one sentence. */
  fix: string;
}

/** A JSON file of the project, parsed; `data` is undefined when the file is not valid JSON. */
export interface JsonFile {
  /** Path inside the linted folder, with `/` (`steps/submit.ui.json`, `es/fields.json`). */
  relative: string;
  /** Path shown in messages, starting with the linted folder's name (`schemas/…`, `locales/…`). */
  display: string;
  data: unknown;
  /** Set when the file is not valid JSON. */
  syntaxError?: JsonSyntaxError;
  /** Names written twice in one object of a valid file: JSON keeps only the last, silently. */
  duplicateKeys?: DuplicateKey[];
}

/** A text file of the project (a content document), read as it is. */
export interface TextFile {
  relative: string;
  display: string;
  text: string;
}

/** A form: `<id>.schema.json` with its `<id>.ui.json`, bundled the way the product loads it. */
export interface FormFiles {
  /** Form id such as `steps/business-information`. */
  id: string;
  schemaFile: JsonFile;
  uiFile: JsonFile | undefined;
  /** The schema file and the shared files its `$ref`s name. */
  documents: JsonFile[];
  /** The schema with shared definitions inlined; undefined when it could not be bundled. */
  bundled: JsonObject | undefined;
  /** Why the schema could not be bundled (a `$ref` to nothing, a missing file), when it could not. */
  bundleError?: { message: string; where: string };
}

/** Everything the rules read: the parsed files, grouped the way the product uses them. */
export interface CheckContext {
  /** Where the files were read, for the checks that also compare with their last commit. */
  workspace: Workspace;
  schemasDir: string;
  localesDir: string;
  /** Every JSON file under the schemas folder, by path relative to it (`steps/submit.ui.json`). */
  schemaFiles: Map<string, JsonFile>;
  /** Locale files: language → namespace (file name without `.json`) → file. */
  localeFiles: Map<string, Map<string, JsonFile>>;
  forms: FormFiles[];
  /** The JSON Schema documents: every `*.schema.json` and the shared files their `$ref`s name. */
  schemaDocuments: JsonFile[];
  /** Content documents (`<language>/content/*.md`), by path relative to the locales folder, with their text. */
  contentFiles: Map<string, TextFile>;
  /**
   * Content data (`<language>/content/*.json`, e.g. the tax-exemption forms), by path relative to the locales folder.
   */
  contentJsonFiles: Map<string, JsonFile>;
  /** The brand file (`src/shared/brand.json`): the supplier's name, address and colours every text may quote. */
  brandFile: JsonFile | undefined;
  /** Text of every source file whose string literals may name locale keys. */
  sources: string[];
}

/** What a rule reports to: findings in, and whether a file already has errors (some checks only make sense then). */
export interface Reporter {
  report(finding: Omit<Finding, 'rule'>): void;
  hasErrors(file: string): boolean;
  /** Whether a file already has findings of either severity (a warning the analyst will act on first). */
  hasFindings(file: string): boolean;
}

/** A rule: one job, reads the context, reports findings. */
export interface Rule<Context extends CheckContext = CheckContext> {
  name: string;
  run(context: Context, reporter: Reporter): void;
}
