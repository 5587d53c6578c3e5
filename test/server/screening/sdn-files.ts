import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SdnFiles } from '../../../src/server/screening/sanctions-csv.ts';

/** An entry of a small SDN list made for the tests, with its aliases and the countries of its addresses. */
export interface TestEntry {
  entNum: number;
  name: string;
  type?: string;
  program: string;
  aliases?: string[];
  countries?: string[];
}

/** OFAC writes an empty field as `-0- `, in quotes like every text field. */
const field = (value: string | undefined) => `"${value ? value.replaceAll('"', '""') : '-0- '}"`;

/**
 * The list's three files as OFAC publishes them (its legacy CSV): no header row, CRLF line ends, every text in
 * double quotes, `-0- ` for empty, the entry numbers bare, and a last line holding only the end-of-file character.
 */
export function sdnFiles(entries: TestEntry[]): SdnFiles {
  const lines = (rows: string[]) => Buffer.from(`${rows.map((row) => `${row}\r\n`).join('')}\x1a`, 'utf8');
  let altNum = 100;
  let addNum = 500;
  return {
    sdn: lines(
      entries.map((entry) =>
        [entry.entNum, field(entry.name), field(entry.type), field(entry.program)]
          .concat(
            Array.from({ length: 7 }, () => field(undefined)),
            field(`Remarks on ${entry.entNum}.`),
          )
          .join(','),
      ),
    ),
    alt: lines(
      entries.flatMap((entry) =>
        (entry.aliases ?? []).map((alias) =>
          [entry.entNum, (altNum += 1), field('aka'), field(alias), field(undefined)].join(','),
        ),
      ),
    ),
    add: lines(
      entries.flatMap((entry) =>
        (entry.countries ?? []).map((country) =>
          [entry.entNum, (addNum += 1), field(undefined), field('Somewhere'), field(country), field(undefined)].join(
            ',',
          ),
        ),
      ),
    ),
  };
}

/** The files written to a new folder, as `npm run sanctions -- load DIR` reads them. */
export async function sdnFolder(files: SdnFiles): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sdn-'));
  await Promise.all(Object.entries(files).map(([name, bytes]) => writeFile(join(folder, `${name}.csv`), bytes)));
  return folder;
}

/** The first list of the tests: an entity with an alias, a person written "LAST, First Middle", a vessel. */
export const FIRST_LIST: TestEntry[] = [
  {
    entNum: 10001,
    name: 'NORTHWIND TRADING LLC',
    program: 'SDGT',
    aliases: ['NORTH WIND TRADERS'],
    countries: ['Iran'],
  },
  { entNum: 10002, name: 'PETROV, Ivan Sergeyevich', type: 'individual', program: 'RUSSIA-EO14024' },
  { entNum: 10003, name: 'ZEPHYR STAR', type: 'vessel', program: 'IRAN] [SDGT', countries: ['Panama'] },
];

/** The next list: the same entries and one more, whose alias is the fixtures' owner, Ann Owner. */
export const SECOND_LIST: TestEntry[] = [
  ...FIRST_LIST,
  { entNum: 10004, name: 'OWNERS, Anne', type: 'individual', program: 'CYBER2', aliases: ['Anne OWNER'] },
];
