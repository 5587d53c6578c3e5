import { parse } from 'csv-parse/sync';

/** The three files of OFAC's legacy CSV release of the SDN list, as read (their bytes are hashed as they are). */
export interface SdnFiles {
  sdn: Buffer;
  alt: Buffer;
  add: Buffer;
}

/** An entry of the list (a row of sdn.csv) with the countries of its addresses (add.csv). */
export interface SdnEntry {
  entNum: number;
  sdnName: string;
  /** `individual`, `vessel`, `aircraft`, or empty for an entity. */
  sdnType: string;
  program: string;
  countries: string[];
}

/** A name an entry is known by: its SDN name, or an alias of alt.csv. */
export interface SdnName {
  entNum: number;
  name: string;
}

/** OFAC's null value; written `-0- ` (with a space) in the CSV files. */
const NULL_VALUE = '-0-';

/**
 * The rows of one file: no header row, fields in double quotes, `-0-` for empty. OFAC's files end with a lone
 * end-of-file character (0x1A) and have had stray quotes inside fields, so quotes are read leniently and a row whose
 * first field is not an entry number is skipped.
 */
function rowsOf(bytes: Buffer): string[][] {
  const rows = parse(bytes.toString('utf8'), {
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  return rows
    .filter((row) => /^\d+$/.test(row[0] ?? ''))
    .map((row) => row.map((field) => (field.trim() === NULL_VALUE ? '' : field.trim())));
}

/**
 * Reads the list from its three files: sdn.csv (ent_num, SDN_Name, SDN_Type, Program, …), alt.csv (ent_num, alt_num,
 * alt_type, alt_name, alt_remarks) and add.csv (ent_num, add_num, address, city/state, country, add_remarks).
 * Aliases and addresses of an entry the main file does not have are ignored.
 */
export function parseSdnFiles(files: SdnFiles): { entries: SdnEntry[]; names: SdnName[] } {
  const entries = new Map<number, SdnEntry>();
  const names: SdnName[] = [];
  for (const row of rowsOf(files.sdn)) {
    const [entNum, sdnName = '', sdnType = '', program = ''] = row;
    if (!sdnName) continue;
    const entry = { entNum: Number(entNum), sdnName, sdnType, program, countries: [] };
    entries.set(entry.entNum, entry);
    names.push({ entNum: entry.entNum, name: sdnName });
  }
  if (entries.size === 0) throw new Error('sdn.csv has no entries: is it the SDN list in CSV?');
  for (const [entNum, , , altName = ''] of rowsOf(files.alt)) {
    if (altName && entries.has(Number(entNum))) names.push({ entNum: Number(entNum), name: altName });
  }
  for (const [entNum, , , , country = ''] of rowsOf(files.add)) {
    const entry = entries.get(Number(entNum));
    if (entry && country && !entry.countries.includes(country)) entry.countries.push(country);
  }
  return { entries: [...entries.values()], names };
}
