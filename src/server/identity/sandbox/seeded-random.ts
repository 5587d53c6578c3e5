import { createHash } from 'node:crypto';

/**
 * A reproducible stream of numbers in [0, 1) drawn from SHA-256 of `seed` and a counter: the same seed gives the
 * same stream on every server and every run, which is what makes the sandbox's questions reproducible.
 */
export function seededRandom(seed: string): () => number {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}\u0000${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A shuffled copy of `items` (Fisher-Yates with the given stream). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
