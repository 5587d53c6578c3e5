import citiesData from './cities.json' with { type: 'json' };
import streetData from './street-names.json' with { type: 'json' };
import { randomInt, shuffled } from './seeded-random.ts';

/** Wrong choices per question. */
export const DISTRACTOR_COUNT = 3;
const CITIES = citiesData.cities as Record<string, string[]>;
const STREETS = streetData.streets;
const SUFFIXES = streetData.suffixes as Record<string, string>;
const EARLIEST_YEAR = 1900;

/** Upper case with single spaces: how choices read, and how "contains the value" is judged. */
export function normalize(text: string): string {
  return text.toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * The street name of an address line: without the house number in front and the unit behind, its suffix
 * abbreviated as the wrong choices are (`1200 E Sunshine Street Apt 4` → `E SUNSHINE ST`), so the right choice does
 * not stand out by its spelling. A line with nothing else is taken whole.
 */
export function streetNameOf(addressLine1: string): string {
  const line = normalize(addressLine1);
  const name = line
    .replace(/^\d+[A-Z]?(-\d+)?\s+/, '')
    .replace(/\s+(APT|APARTMENT|UNIT|STE|SUITE|#)\s*\S*$/, '')
    .replace(/\s+#\S*$/, '')
    .trim()
    .replace(/(?<=\S )(\w+)$/, (suffix) => SUFFIXES[suffix] ?? suffix);
  return name || line;
}

/**
 * Up to `DISTRACTOR_COUNT` candidates, in a reproducible order, that neither contain `value` nor are contained in
 * it (`PORTLAND` is no wrong answer to `SOUTH PORTLAND`).
 */
function pick(candidates: Iterable<string>, value: string, random: () => number): string[] {
  const eligible = [...new Set(candidates)].filter(
    (candidate) => !candidate.includes(value) && !value.includes(candidate),
  );
  return shuffled(eligible, random).slice(0, DISTRACTOR_COUNT);
}

/** Nearby ZIP codes: a few dozen away at most. */
export function nearbyZips(zip5: string, random: () => number): string[] {
  const base = Number(zip5);
  const candidates = new Set<string>();
  for (let tries = 0; candidates.size < DISTRACTOR_COUNT && tries < 100; tries++) {
    const near = base + randomInt(random, 1, 40) * (random() < 0.5 ? -1 : 1);
    if (near >= 0 && near <= 99999) candidates.add(String(near).padStart(5, '0'));
  }
  return [...candidates];
}

/** Other real cities of the same state; cities of other states only if the state has too few that qualify. */
export function otherCities(city: string, state: string, random: () => number): string[] {
  const value = normalize(city);
  const sameState = pick((CITIES[state] ?? []).map(normalize), value, random);
  if (sameState.length === DISTRACTOR_COUNT) return sameState;
  const elsewhere = pick(Object.values(CITIES).flat().map(normalize), value, random).filter(
    (candidate) => !sameState.includes(candidate),
  );
  return [...sameState, ...elsewhere].slice(0, DISTRACTOR_COUNT);
}

/** Common street names that do not contain the applicant's. */
export function otherStreets(street: string, random: () => number): string[] {
  return pick(STREETS, street, random);
}

/** Years a few either side of the birth year, never before 1900 or after this year. */
export function nearbyYears(year: number, random: () => number, thisYear = new Date().getFullYear()): string[] {
  const candidates = new Set<string>();
  for (let tries = 0; candidates.size < DISTRACTOR_COUNT && tries < 100; tries++) {
    const near = year + randomInt(random, 1, 6) * (random() < 0.5 ? -1 : 1);
    if (near >= EARLIEST_YEAR && near <= thisYear) candidates.add(String(near));
  }
  return [...candidates];
}
