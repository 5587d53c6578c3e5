import fc from 'fast-check';
import type { Random } from './random.ts';
import { randomText } from './texts.ts';

/**
 * Strings that match a schema's `pattern`: half drawn from fast-check's `stringMatching` (which reads the pattern
 * itself and, where a branch is not anchored, puts free text around it, as a JSON Schema pattern matches anywhere),
 * half from the fuzzer's free text (names in many scripts, injection attempts) where that text already matches, so
 * a "not only spaces" name field gets the same texts as a field without a pattern. fast-check does not generate
 * from lookaheads: they are taken out of what it reads, and the real RegExp keeps only the strings that meet them,
 * which is how the lookaheads of the password rule are met.
 */

/** How far free text goes past the minimum length at most (or the length limit, if lower). */
const OPEN_REPEAT = 24;

/** `pattern` without its lookaheads and negative lookaheads (`(?=…)`, `(?!…)`), kept whole otherwise. */
export function withoutLookaheads(pattern: string): string {
  let kept = '';
  for (let at = 0; at < pattern.length; at++) {
    if (pattern.startsWith('(?=', at) || pattern.startsWith('(?!', at)) {
      at = closingParenthesis(pattern, at);
      continue;
    }
    if (pattern[at] === '\\') kept += pattern[at++];
    else if (pattern[at] === '[') {
      const end = classEnd(pattern, at);
      kept += pattern.slice(at, end);
      at = end;
    }
    kept += pattern[at];
  }
  return kept;
}

/** Where the class opened at `open` closes (the index of its `]`), escapes inside it skipped. */
function classEnd(pattern: string, open: number): number {
  let at = open + 1;
  if (pattern[at] === '^') at++;
  if (pattern[at] === ']') at++;
  while (at < pattern.length && pattern[at] !== ']') at += pattern[at] === '\\' ? 2 : 1;
  if (at >= pattern.length) throw new Error(`unclosed class in ${pattern}`);
  return at;
}

/** Where the group opened at `open` closes (the index of its `)`), nested groups, classes and escapes skipped. */
function closingParenthesis(pattern: string, open: number): number {
  let depth = 0;
  for (let at = open; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === '\\') at++;
    else if (char === '[') at = classEnd(pattern, at);
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return at;
  }
  throw new Error(`unclosed group in ${pattern}`);
}

const matching = new Map<string, fc.Arbitrary<string>>();

/** fast-check's strings for the pattern (lookaheads aside), at most `maxLength` code units long. */
function matchingArbitrary(pattern: string, maxLength: number): fc.Arbitrary<string> {
  const key = `${maxLength}:${pattern}`;
  let arbitrary = matching.get(key);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(withoutLookaheads(pattern), 'u'), {
      maxLength: Number.isFinite(maxLength) ? maxLength : undefined,
    });
    matching.set(key, arbitrary);
  }
  return arbitrary;
}

/**
 * A string that `pattern` (with the `u` flag, as ajv reads it) accepts and whose length in code points is within
 * the bounds, or undefined when a few hundred tries found none.
 */
export function sampleMatching(
  pattern: string,
  random: Random,
  bounds: { minLength?: number; maxLength?: number } = {},
): string | undefined {
  const regex = new RegExp(pattern, 'u');
  const { minLength = 0, maxLength = Infinity } = bounds;
  const generated = matchingArbitrary(pattern, maxLength);
  for (let attempt = 0; attempt < 300; attempt++) {
    const text = random.chance(0.5)
      ? randomText(random, random.int(minLength, Math.min(maxLength, minLength + OPEN_REPEAT)))
      : random.draw(generated);
    const length = [...text].length;
    if (length >= minLength && length <= maxLength && regex.test(text)) return text;
  }
  return undefined;
}
