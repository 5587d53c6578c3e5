/**
 * Checks the forms an analyst edits (schemas/) and their texts (locales/) before anything else uses them:
 * misspelt keywords and field names, missing translations, impossible rules. Every message names the file,
 * the place in it, what is wrong and how to fix it. Errors make it exit with 1; warnings alone do not.
 *
 *   npm run lint:schemas
 *   npm run lint:schemas -- --schemas path/to/schemas --locales path/to/locales [--brand path/to/brand.json]
 *     [--src path/to/code]
 *
 * The server runs the start-up part of these checks (src/shared/form-lint) before it loads anything, so a tree
 * this passes always starts.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { lintProject } from './lib/lint/index.ts';
import { formatFinding, sortFindings, summaryLine } from '../src/shared/form-lint/report.ts';
import { runAsMain, type Command } from './lib/run-command.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The command line's work; tests call it in their own process (run-command.ts). */
export const lintSchemasCommand: Command = async (args, _env, out) => {
  const { values } = parseArgs({
    args,
    options: {
      schemas: { type: 'string', default: resolve(root, 'schemas') },
      locales: { type: 'string', default: resolve(root, 'locales') },
      brand: { type: 'string', default: resolve(root, 'src/shared/brand.json') },
      src: { type: 'string', multiple: true, default: [resolve(root, 'src')] },
    },
  });

  const schemasDir = resolve(values.schemas);
  const localesDir = resolve(values.locales);
  const missing = [schemasDir, localesDir].filter((dir) => !existsSync(dir));
  if (missing.length) {
    out.error(`Schema lint: folder not found: ${missing.join(', ')}`);
    return 1;
  }

  const { findings, fileCount } = lintProject({
    schemasDir,
    localesDir,
    brandFile: resolve(values.brand),
    sourceDirs: values.src.map((dir) => resolve(dir)),
  });
  for (const finding of sortFindings(findings)) out.log(formatFinding(finding));
  out.log(summaryLine(findings, fileCount));
  return findings.some((finding) => finding.severity === 'error') ? 1 : 0;
};

runAsMain(import.meta.url, lintSchemasCommand);
