/** The sanctions-screening tables (src/server/screening/, migration 0023). */

/** An SDN list as loaded: its date, where it came from, the SHA-256 of each file, who loaded it. */
export interface SanctionsListsTable {
  id: string;
  /** The list's publication day (`YYYY-MM-DD`). */
  list_date: string;
  loaded_at: string;
  /** The folder or URL the files were read from. */
  source: string;
  sdn_sha256: string;
  alt_sha256: string;
  add_sha256: string;
  entries: number;
  /** `cli:<OS user>` for the command line. */
  loaded_by: string;
}

/** An entry of the latest list (sdn.csv), with the countries of its addresses (add.csv). */
export interface SanctionsEntriesTable {
  list_id: string;
  ent_num: number;
  sdn_name: string;
  sdn_type: string;
  program: string;
  /** The countries of its addresses, `; `-separated; empty when none is given. */
  countries: string;
}

/** Every name of an entry of the latest list: its SDN name and each alias (alt.csv). */
export interface SanctionsNamesTable {
  list_id: string;
  ent_num: number;
  name: string;
}

/** An application's latest screening: the list it used (null: no list was loaded then) and when. */
export interface ApplicationScreeningsTable {
  application_id: string;
  list_id: string | null;
  screened_at: string;
}

/** A name of an application that scored at or above the threshold against an entry's name. */
export interface ScreeningHitsTable {
  id: string;
  application_id: string;
  /** Whose name: `business`, `applicant` (the person who applied) or `owner`. */
  who: string;
  /** The name screened, as the application gives it. */
  name: string;
  /** The entry's number on the list (`ent_num`). */
  entry: number;
  /** The entry's name (or alias) that matched. */
  listed_name: string;
  program: string;
  /** The countries of the entry's addresses, `; `-separated. */
  countries: string;
  score: number;
  cleared_at: string | null;
  /** The staff member's id. */
  cleared_by: string | null;
  clear_reason: string | null;
}
