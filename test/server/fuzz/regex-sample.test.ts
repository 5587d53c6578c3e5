import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_DIR, readJson } from '../../../src/shared/form-files.ts';
import { Random } from '../../../scripts/lib/fuzz/random.ts';
import { sampleMatching, withoutLookaheads } from '../../../scripts/lib/fuzz/regex-sample.ts';

/** Every `pattern` of the schemas' files, with the length limits beside it. */
function schemaPatterns(): Array<{ pattern: string; minLength?: number; maxLength?: number }> {
  const found: Array<{ pattern: string; minLength?: number; maxLength?: number }> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.pattern === 'string') {
        found.push({
          pattern: record.pattern,
          minLength: record.minLength as number | undefined,
          maxLength: record.maxLength as number | undefined,
        });
      }
      // `errorMessage.pattern` names a message, not an expression.
      Object.entries(record).forEach(([key, child]) => key !== 'errorMessage' && visit(child));
    }
  };
  for (const folder of ['common', 'steps', 'auth']) {
    for (const file of readdirSync(join(SCHEMAS_DIR, folder)).filter(
      (name) => name.endsWith('.schema.json') || name === 'definitions.json',
    )) {
      visit(readJson(join(SCHEMAS_DIR, folder, file)));
    }
  }
  return found;
}

describe("strings sampled from the schemas' patterns", () => {
  it.each(schemaPatterns().map((entry) => [entry.pattern, entry] as const))(
    '%s: every sample matches, within the length limits',
    (_pattern, { pattern, minLength, maxLength }) => {
      const random = new Random(7);
      const regex = new RegExp(pattern, 'u');
      for (let index = 0; index < 200; index++) {
        const text = sampleMatching(pattern, random, { minLength, maxLength });
        expect(text, `seed 7, sample ${index}`).toBeDefined();
        expect(regex.test(text!)).toBe(true);
        expect([...text!].length).toBeLessThanOrEqual(maxLength ?? Infinity);
        expect([...text!].length).toBeGreaterThanOrEqual(minLength ?? 0);
      }
    },
  );

  it('surrounds a pattern that is not anchored with free text: "not only spaces" gives varied names', () => {
    const random = new Random(11);
    const samples = Array.from({ length: 200 }, () => sampleMatching('\\S', random, { minLength: 1, maxLength: 60 })!);
    expect(samples.every((text) => /\S/u.test(text))).toBe(true);
    expect(new Set(samples.map((text) => [...text].length)).size).toBeGreaterThan(10);
    expect(samples.some((text) => /\s/u.test(text))).toBe(true);
  });

  it('keeps an anchored branch as it is: "^$|\\S" gives the empty text too', () => {
    const random = new Random(3);
    const samples = Array.from({ length: 200 }, () => sampleMatching('^$|\\S', random, { maxLength: 100 })!);
    expect(samples).toContain('');
    expect(samples.every((text) => text === '' || /\S/u.test(text))).toBe(true);
  });

  it('takes the lookaheads out of what fast-check reads, keeping classes and escapes that hold parentheses', () => {
    expect(withoutLookaheads('^(?=.*[A-Za-z])(?=.*[()])(?!x\\))(a|b)[(?=]\\(?=$')).toBe('^(a|b)[(?=]\\(?=$');
  });
});
