/**
 * A small seeded random generator (sfc32, seeded through splitmix32) and the picks the fuzzer needs. The same seed
 * gives the same sequence on every machine, so a failing run replays with `FUZZ_SEED`.
 */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(readonly seed: number) {
    let state = seed >>> 0;
    const splitmix = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    [this.#a, this.#b, this.#c, this.#d] = [splitmix(), splitmix(), splitmix(), splitmix()];
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) >>> 0) + this.#d) >>> 0;
    this.#d = (this.#d + 1) >>> 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) >>> 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) >>> 0;
    this.#c = (this.#c + t) >>> 0;
    return t / 4294967296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[this.int(0, items.length - 1)];
  }

  /** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often. */
  weighted<T>(entries: ReadonlyArray<readonly [number, T]>): T {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.next() * total;
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
