import fc from 'fast-check';
import type { Random } from './random.ts';

/**
 * Pieces of text a person, a copy-paste or an attacker may put in a free-text field. All of them are valid for a
 * field without a pattern: the server must store them as they are and answer them back unchanged.
 */
const PIECES: ReadonlyArray<readonly [number, readonly string[]]> = [
  [
    6,
    [
      'Acme',
      'Garage',
      'Tire',
      'North',
      'Main St',
      'Springfield',
      'Parts',
      'LLC',
      '& Sons',
      '100',
      'Suite 4B',
      "O'Brien",
      'Smith-Jones',
    ],
  ],
  [3, ['José', 'Peña', 'Müller', 'Øresund', 'Ångström', 'Françoise', 'Straße', 'São Paulo', 'Łódź']],
  [2, ['株式会社', 'Москва', 'القاهرة', 'תל אביב', 'Ελλάδα', 'हिन्दी', '한국어']],
  [2, ['🚗', '🔧', '👩‍🔧', '🇲🇽', '🏳️‍🌈', '😀']],
  [1, ['e\u0301', 'n\u0303', '\u200b', '\u200d', '\ufeff', '\u202e', '\u00a0', '\u2028']],
  [
    2,
    [
      "' OR '1'='1",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '{{7*7}}',
      '${7*7}',
      '#{7*7}',
      '../../etc/passwd',
      '%00',
      '%2e%2e%2f',
      '\\',
      '`id`',
      '$(id)',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '{"$gt": ""}',
      'NaN',
      '-1',
      '0x10',
      '=HYPERLINK("x")',
    ],
  ],
  [1, ['\n', '\t', '\r\n', ' ', '  ']],
];

/** One piece, the kinds drawn by their weight. */
const piece = fc.oneof(...PIECES.map(([weight, pieces]) => ({ weight, arbitrary: fc.constantFrom(...pieces) })));

/**
 * Texts of exactly `length` code points (what ajv counts for `minLength` and `maxLength`), mixed from the pieces,
 * sometimes with a space between two.
 */
export function textOfLength(length: number): fc.Arbitrary<string> {
  // Every piece is at least one code point long, so `length` pieces always make enough text to cut.
  return fc.array(fc.tuple(fc.boolean(), piece), { minLength: length, maxLength: length }).map((parts) =>
    parts
      .flatMap(([spaced, text], index) => [...(index > 0 && spaced ? [' '] : []), ...text])
      .slice(0, length)
      .join(''),
  );
}

/** A text of exactly `length` code points, drawn from `random`. */
export function randomText(random: Random, length: number): string {
  return random.draw(textOfLength(length));
}

/** Deeper than this, data is no form's; the schema refuses it before its texts matter. */
const MAX_DEPTH = 32;

/**
 * Whether some text of `value` holds a character no database keeps as it is (NUL, half a surrogate pair): the
 * server refuses those by name, as invalid, whatever the schema says.
 */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  // eslint-disable-next-line no-control-regex -- NUL is what this check looks for
  if (typeof value === 'string') return /\u0000|\p{Cs}/u.test(value);
  if (!value || typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  return Object.values(value).some((child) => holdsUnstorableText(child, depth + 1));
}
