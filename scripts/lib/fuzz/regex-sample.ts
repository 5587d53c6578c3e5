import type { Random } from './random.ts';
import { randomText } from './texts.ts';

/**
 * Strings that match a schema's `pattern`, generated from the pattern itself: the subset of regular expressions
 * the schemas use (classes and ranges, `.`, escapes such as `\d`, groups, alternation, the quantifiers `? * +
 * {n} {n,} {n,m}`, anchors). Lookaheads generate nothing; the caller keeps only strings the real RegExp accepts,
 * which is how the lookaheads of the password rule are met. A JSON Schema pattern matches anywhere in the text, so
 * a branch not tied to the start (`^`) or the end (`$`) gets free text around it: `\S` (not only spaces) gives
 * names of every kind, not one character.
 */

type Atom =
  | { kind: 'chars'; chars: string[] }
  | { kind: 'group'; alternatives: Item[][] }
  | { kind: 'anchor'; at: 'start' | 'end' }
  | { kind: 'empty' };
interface Item {
  atom: Atom;
  min: number;
  max: number;
}

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
const range = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, index) =>
    String.fromCharCode(from.charCodeAt(0) + index),
  );
const DIGITS = range('0', '9');
const WORD = [...range('a', 'z'), ...range('A', 'Z'), ...DIGITS, '_'];
const SPACE = [' ', '\t'];
/** What `.` may stand for besides ASCII: accents, other scripts, an emoji. */
const BEYOND_ASCII = ['é', 'ñ', 'Ü', 'ß', 'ø', 'Ж', 'я', 'ع', 'ש', '中', '文', '日', 'ä', '🚗', '€'];
/** How far an open repetition (`*`, `+`, `{n,}`) goes past its minimum at most (or the length limit, if lower). */
const OPEN_REPEAT = 24;

function escapeClass(letter: string): string[] | undefined {
  if (letter === 'd') return DIGITS;
  if (letter === 'w') return WORD;
  if (letter === 's') return SPACE;
  if (letter === 'D') return PRINTABLE_ASCII.filter((char) => !DIGITS.includes(char));
  if (letter === 'W') return PRINTABLE_ASCII.filter((char) => !WORD.includes(char));
  if (letter === 'S') return PRINTABLE_ASCII.filter((char) => !SPACE.includes(char));
  if (letter === 'n') return ['\n'];
  if (letter === 't') return ['\t'];
  return undefined;
}

class PatternParser {
  #at = 0;
  constructor(readonly source: string) {}

  parse(): Item[][] {
    const alternatives = this.#alternatives();
    if (this.#at < this.source.length) throw new Error(`cannot read pattern ${this.source} at ${this.#at}`);
    return alternatives;
  }

  #peek(): string | undefined {
    return this.source[this.#at];
  }

  #alternatives(): Item[][] {
    const alternatives = [this.#sequence()];
    while (this.#peek() === '|') {
      this.#at++;
      alternatives.push(this.#sequence());
    }
    return alternatives;
  }

  #sequence(): Item[] {
    const items: Item[] = [];
    while (this.#at < this.source.length && this.#peek() !== '|' && this.#peek() !== ')') {
      const atom = this.#atom();
      items.push({ atom, ...this.#quantifier() });
    }
    return items;
  }

  #atom(): Atom {
    const char = this.source[this.#at++];
    if (char === '^') return { kind: 'anchor', at: 'start' };
    if (char === '$') return { kind: 'anchor', at: 'end' };
    if (char === '.') return { kind: 'chars', chars: [...PRINTABLE_ASCII, ...BEYOND_ASCII] };
    if (char === '[') return { kind: 'chars', chars: this.#class() };
    if (char === '(') {
      let lookaround = false;
      if (this.source.startsWith('?:', this.#at)) this.#at += 2;
      else if (this.source.startsWith('?=', this.#at) || this.source.startsWith('?!', this.#at)) {
        this.#at += 2;
        lookaround = true;
      }
      const alternatives = this.#alternatives();
      if (this.source[this.#at++] !== ')') throw new Error(`unclosed group in ${this.source}`);
      return lookaround ? { kind: 'empty' } : { kind: 'group', alternatives };
    }
    if (char === '\\') {
      const letter = this.source[this.#at++];
      if (letter === 'u') {
        const code = this.source.slice(this.#at, this.#at + 4);
        this.#at += 4;
        return { kind: 'chars', chars: [String.fromCharCode(parseInt(code, 16))] };
      }
      return { kind: 'chars', chars: escapeClass(letter) ?? [letter] };
    }
    return { kind: 'chars', chars: [char] };
  }

  #class(): string[] {
    const negated = this.#peek() === '^';
    if (negated) this.#at++;
    const members: string[] = [];
    const literal = (): string[] => {
      const char = this.source[this.#at++];
      if (char !== '\\') return [char];
      const letter = this.source[this.#at++];
      return escapeClass(letter) ?? [letter];
    };
    while (this.#peek() !== ']') {
      if (this.#at >= this.source.length) throw new Error(`unclosed class in ${this.source}`);
      const first = literal();
      if (first.length === 1 && this.#peek() === '-' && this.source[this.#at + 1] !== ']') {
        this.#at++;
        const last = literal();
        members.push(...range(first[0], last[0]));
      } else {
        members.push(...first);
      }
    }
    this.#at++;
    return negated ? PRINTABLE_ASCII.filter((char) => !members.includes(char)) : members;
  }

  #quantifier(): { min: number; max: number } {
    const char = this.#peek();
    let bounds = { min: 1, max: 1 };
    if (char === '?') bounds = { min: 0, max: 1 };
    else if (char === '*') bounds = { min: 0, max: Infinity };
    else if (char === '+') bounds = { min: 1, max: Infinity };
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.#at));
      if (!match) return bounds;
      this.#at += match[0].length;
      const min = Number(match[1]);
      return this.#lazy({ min, max: match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]) });
    } else return bounds;
    this.#at++;
    return this.#lazy(bounds);
  }

  /** `*?` and friends match the same strings: the laziness is dropped. */
  #lazy(bounds: { min: number; max: number }): { min: number; max: number } {
    if (this.#peek() === '?') this.#at++;
    return bounds;
  }
}

function generate(alternatives: Item[][], random: Random, openRepeat: number): string {
  return generateSequence(random.pick(alternatives), random, openRepeat);
}

function generateSequence(items: Item[], random: Random, openRepeat: number): string {
  return items
    .map((item) => {
      const count = random.int(item.min, Number.isFinite(item.max) ? item.max : item.min + openRepeat);
      let text = '';
      for (let index = 0; index < count; index++) {
        if (item.atom.kind === 'chars') text += random.pick(item.atom.chars);
        else if (item.atom.kind === 'group') text += generate(item.atom.alternatives, random, openRepeat);
      }
      return text;
    })
    .join('');
}

const isAnchor = (item: Item | undefined, at: 'start' | 'end') => item?.atom.kind === 'anchor' && item.atom.at === at;

/** A whole sample: a branch of the pattern, with free text before and after it where the branch is not anchored. */
function generateMatch(alternatives: Item[][], random: Random, openRepeat: number): string {
  const items = random.pick(alternatives);
  const free = () => randomText(random, random.int(0, openRepeat));
  const before = isAnchor(items[0], 'start') ? '' : free();
  const middle = generateSequence(items, random, openRepeat);
  const after = isAnchor(items[items.length - 1], 'end') ? '' : free();
  return before + middle + after;
}

const parsed = new Map<string, Item[][]>();

/**
 * A string that `pattern` (with the `u` flag, as ajv reads it) accepts and whose length in code points is within
 * the bounds, or undefined when a few hundred tries found none.
 */
export function sampleMatching(
  pattern: string,
  random: Random,
  bounds: { minLength?: number; maxLength?: number } = {},
): string | undefined {
  let alternatives = parsed.get(pattern);
  if (!alternatives) {
    alternatives = new PatternParser(pattern).parse();
    parsed.set(pattern, alternatives);
  }
  const regex = new RegExp(pattern, 'u');
  const { minLength = 0, maxLength = Infinity } = bounds;
  const openRepeat = Math.min(maxLength, OPEN_REPEAT);
  for (let attempt = 0; attempt < 300; attempt++) {
    const text = generateMatch(alternatives, random, openRepeat);
    const length = [...text].length;
    if (length >= minLength && length <= maxLength && regex.test(text)) return text;
  }
  return undefined;
}
