import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's poppler-utils (`apt-get install poppler-utils`; .ci/run installs it). */
const POPPLER_BIN = process.env.POPPLER_BIN ?? '/usr/bin';

/** Runs `work` with a PDF written to a temporary file, removed afterwards. */
async function withPdfFile<T>(bytes: Uint8Array, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  try {
    const file = join(dir, 'form.pdf');
    writeFileSync(file, bytes);
    return await work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF as poppler's `pdftotext` reads it, with runs of white space made single spaces; only pages
 * `first` to `last` when given (a third of the CPU for the first page of a 7-page form).
 */
export function pdfText(bytes: Uint8Array, pages?: { first: number; last: number }): Promise<string> {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return withPdfFile(bytes, async (file) => {
    const { stdout } = await run(join(POPPLER_BIN, 'pdftotext'), ['-q', ...range, '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout.replace(/\s+/g, ' ');
  });
}

/**
 * Page `page` of a PDF rendered by `pdftoppm` as a PNG in grey (poppler still writes it as RGB) at `dpi` dots per inch.
 */
export function renderPageToPng(bytes: Uint8Array, page: number, dpi: number): Promise<Buffer> {
  return withPdfFile(bytes, async (file, dir) => {
    const prefix = join(dir, 'page');
    await run(join(POPPLER_BIN, 'pdftoppm'), [
      '-q',
      '-f',
      String(page),
      '-l',
      String(page),
      '-r',
      String(dpi),
      '-gray',
      '-png',
      '-singlefile',
      file,
      prefix,
    ]);
    return readFileSync(`${prefix}.png`);
  });
}

/** Runs `work` on every item, at most `limit` at a time (the PDF tools run as child processes, in parallel). */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
