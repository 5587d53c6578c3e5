import { url } from '../config/schema-parts.ts';

/** Where OFAC publishes the SDN list's legacy CSV files (`sdn.csv`, `alt.csv`, `add.csv`). */
const OFAC_CSV_BASE = 'https://www.treasury.gov/ofac/downloads';

/** The screening variable of the environment schema (contract section 11). */
export const SCREENING_ENVIRONMENT = {
  SANCTIONS_LIST_URL: {
    ...url('https-url', 'where `npm run sanctions -- load` downloads sdn.csv, alt.csv and add.csv from'),
    default: OFAC_CSV_BASE,
  },
} as const;
