import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The fuzzer's source of randomness: fast-check's seeded `Random`, on pure-rand's xoroshiro128+ (one of the
 * generators fast-check offers for its runs), from which the generators draw fast-check arbitraries (`draw`) and the
 * few plain picks below. The same seed gives the same sequence on every machine, so a failing run replays with
 * `FUZZ_SEED`.
 *
 * The fuzz cases are not a `fc.assert` property: each case talks to one running server whose state the earlier
 * cases made, so a case cannot be shrunk or rerun alone. The seed, printed on failure, is what replays a run.
 */
export class Random {
  readonly #source: fc.Random;

  constructor(readonly seed: number) {
    this.#source = new fc.Random(xoroshiro128plus(seed));
  }

  /** A value of `arbitrary`, drawn from this generator's stream (fast-check's bias towards small and edge values). */
  draw<T>(arbitrary: fc.Arbitrary<T>): T {
    return arbitrary.generate(this.#source, undefined).value;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return this.#source.nextInt(min, max);
  }

  chance(probability: number): boolean {
    return this.#fraction() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[this.int(0, items.length - 1)];
  }

  /** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [number, T]>): T {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.#fraction() * total;
    for (const [weight, value] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][1];
  }

  /** A new generator seeded from this one: a case's own stream, independent of how much other cases drew. */
  fork(): Random {
    return new Random(this.int(0, 0xffffffff));
  }

  /** A float in [0, 1). */
  #fraction(): number {
    return this.#source.nextInt(0, 0xffffffff) / 0x100000000;
  }
}

/** A seed for a run: `FUZZ_SEED` when set (to replay a failure), otherwise a fresh one. */
export function seedFromEnvironment(): number {
  const text = process.env.FUZZ_SEED;
  if (text !== undefined && text !== '') {
    const seed = Number(text);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`FUZZ_SEED must be a whole number from 0 to 4294967295 (got "${text}")`);
    return seed;
  }
  return Math.floor(Math.random() * 0x100000000);
}
