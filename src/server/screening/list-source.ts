import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SdnFiles } from './sanctions-csv.ts';

const FILES = ['sdn', 'alt', 'add'] as const;

/** The three files of a list, its publication day (`YYYY-MM-DD`) as far as the source tells, and where it came from. */
export interface ListSource {
  files: SdnFiles;
  listDate: string;
  source: string;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Reads `sdn.csv`, `alt.csv` and `add.csv` from a folder (in any case: OFAC's archive writes `SDN.CSV`). The CSV
 * files do not carry the list's date: it is the day the newest of them was last written, which is the day they were
 * downloaded or unpacked; `--date` names the publication day when that is not it.
 */
export async function readListFolder(folder: string): Promise<ListSource> {
  const present = await readdir(folder);
  const files = {} as SdnFiles;
  let newest = 0;
  for (const name of FILES) {
    const found = present.find((file) => file.toLowerCase() === `${name}.csv`);
    if (!found) throw new Error(`${join(folder, `${name}.csv`)} is missing: the list is sdn.csv, alt.csv and add.csv`);
    files[name] = await readFile(join(folder, found));
    newest = Math.max(newest, (await stat(join(folder, found))).mtimeMs);
  }
  return { files, listDate: dayOf(new Date(newest)), source: folder };
}

/**
 * Downloads the three files from `base` (`{base}/sdn.csv`, …). The list's date is the `Last-Modified` of sdn.csv
 * when the server sends one (OFAC's does), else today.
 */
export async function fetchList(base: string, fetchFile: typeof fetch = fetch): Promise<ListSource> {
  const files = {} as SdnFiles;
  let listDate = dayOf(new Date());
  for (const name of FILES) {
    const url = `${base.replace(/\/+$/, '')}/${name}.csv`;
    const response = await fetchFile(url, { redirect: 'follow', signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
    files[name] = Buffer.from(await response.arrayBuffer());
    const modified = response.headers.get('last-modified');
    if (name === 'sdn' && modified && !Number.isNaN(Date.parse(modified))) listDate = dayOf(new Date(modified));
  }
  return { files, listDate, source: base };
}
