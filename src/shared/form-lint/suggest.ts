/**
 * Edit distance counting an insertion, deletion, substitution or swap of two neighbouring letters as one step
 * (optimal string alignment): "requried" is one step from "required", as a person would count it.
 */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate closest to `name`, when it is close enough to be a likely typo (about a third of the letters
 * wrong at most, so "fax" does not suggest "taxExempt"); otherwise undefined. Case differences cost nothing.
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = candidate.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, candidate);
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** ` (did you mean "yearsInBusiness"?)`, or an empty string when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const suggestion = closest(name, candidates);
  return suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`;
}
