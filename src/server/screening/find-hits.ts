import type { ListedName } from './sanctions-lists.ts';
import type { FoundHit } from './screening-store.ts';
import type { ScreeningSubject } from './screening-subjects.ts';
import { mayReach, nameScore, prepareName, type PreparedName } from './name-match.ts';

/** A name of the list prepared once for every screening against the list. */
export type PreparedListedName = ListedName & { prepared: PreparedName };

export const prepareList = (names: ListedName[]): PreparedListedName[] =>
  names.map((name) => ({ ...name, prepared: prepareName(name.name) }));

/**
 * The hits of `subjects` against a list: for each subject and entry, the entry's name or alias that scores highest,
 * when it reaches `threshold`. Highest scores first.
 */
export function findHits(subjects: ScreeningSubject[], list: PreparedListedName[], threshold: number): FoundHit[] {
  const hits: FoundHit[] = [];
  for (const subject of subjects) {
    const screened = prepareName(subject.name);
    const best = new Map<number, FoundHit>();
    for (const listed of list) {
      if (!mayReach(screened, listed.prepared, threshold)) continue;
      const score = nameScore(screened, listed.prepared);
      if (score < threshold || (best.get(listed.entNum)?.score ?? -1) >= score) continue;
      best.set(listed.entNum, {
        who: subject.who,
        name: subject.name,
        entry: listed.entNum,
        listedName: listed.name,
        program: listed.program,
        countries: listed.countries,
        score,
      });
    }
    hits.push(...best.values());
  }
  return hits.sort((a, b) => b.score - a.score || a.entry - b.entry);
}
