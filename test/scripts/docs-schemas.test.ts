import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/run-script.ts';
import { ROOT } from './lint-run.ts';

describe('npm run docs:schemas', () => {
  it('the committed field catalogue is what the schemas give', async () => {
    const { code, output } = await runScript('docs-schemas.ts', ['--check']);
    expect(output).toContain('up to date');
    expect(code).toBe(0);
  });

  it('describes fields, rules, messages in both languages, conditions and toggles in words', () => {
    const catalogue = readFileSync(join(ROOT, 'schemas/CATALOGUE.md'), 'utf8');
    expect(catalogue).toMatch(
      /\| `ssn` \| Social Security Number \| Número de Seguro Social \| string \| required \| 9 digits, no dashes \|/,
    );
    expect(catalogue).toMatch(
      /\| `creditLimit` .*100 to 50,000 \|.*Value must be whole number from 100 and 50000\..*\| .*Payment Option.* is not Cash account/,
    );
    expect(catalogue).toContain('copies “Phone” into “Accounts Payable Phone”');
    expect(readFileSync(join(ROOT, 'schemas/catalogue.html'), 'utf8')).toContain('<td>Social Security Number</td>');
  });
});
