import jaroWinkler from 'jaro-winkler';

/**
 * Words that say what kind of business a name is, not which one: "Acme Trading LLC" and "ACME TRADING CO." are the
 * same name to a screener, so these are left out when both names have other words.
 */
const LEGAL_FORMS = new Set([
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'LP',
  'LTD',
  'LIMITED',
  'PLC',
  'SA',
  'THE',
]);

/**
 * A name as it is compared: accents removed (NFKD, then the combining marks dropped), upper case, dots and
 * apostrophes dropped, every other character that is not a letter or digit a space, legal forms left out:
 * "Société Générale, S.A." → "SOCIETE GENERALE".
 */
export function normalizeName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    // Dots and apostrophes join what they sit in: "S.A." is SA, "O'Brien" OBRIEN.
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const kept = words.filter((word) => !LEGAL_FORMS.has(word));
  return (kept.length > 0 ? kept : words).join(' ');
}

/** A normalized name with its words in alphabetical order, so "BIN LADEN, Usama" meets "Usama bin Laden". */
const sortedWords = (normalized: string) => normalized.split(' ').sort().join(' ');

/** A name prepared once for many comparisons. */
export interface PreparedName {
  normalized: string;
  sorted: string;
}

export const prepareName = (name: string): PreparedName => {
  const normalized = normalizeName(name);
  return { normalized, sorted: sortedWords(normalized) };
};

/**
 * How alike two names are, from 0 to 1: the Jaro-Winkler similarity of their normalized forms, or of the same with
 * their words sorted when that is higher (the list writes people "LAST, First"; applicants write "First Last").
 * Jaro-Winkler is the measure OFAC's own Sanctions List Search uses for its "minimum name score".
 */
export function nameScore(a: PreparedName, b: PreparedName): number {
  if (!a.normalized || !b.normalized) return 0;
  if (a.normalized === b.normalized || a.sorted === b.sorted) return 1;
  return Math.max(jaroWinkler(a.normalized, b.normalized), jaroWinkler(a.sorted, b.sorted));
}

/**
 * Whether `b` could reach `threshold` against `a` at all. Jaro-Winkler is at most 0.4 + 0.6·Jaro, and Jaro at most
 * (2 + shorter/longer)/3, so names of very different lengths are skipped without being compared.
 */
export function mayReach(a: PreparedName, b: PreparedName, threshold: number): boolean {
  const [shorter, longer] = [a.normalized.length, b.normalized.length].sort((x, y) => x - y);
  if (longer === 0) return false;
  const jaro = (threshold - 0.4) / 0.6;
  return shorter / longer >= 3 * jaro - 2;
}
