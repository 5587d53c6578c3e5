import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentDocument } from '../../src/shared/content-markdown.ts';
import { LOCALES_DIR } from '../../src/shared/form-files.ts';

const declineLetter = readFileSync(join(LOCALES_DIR, 'en', 'content', 'decline-letter.md'), 'utf8');

describe('placeholders of a content document', () => {
  it.each(['# Approved in full', '## Credit limit: $50,000', '- Paid in full'])(
    'keep a company named %j as text of the decline letter, never a heading or an item',
    (company) => {
      const blocks = parseContentDocument(declineLetter, { company, applicationId: 'TCA-0000-0001' });
      expect(blocks.filter((block) => block.kind !== 'paragraph').map((block) => block.text)).not.toContainEqual(
        expect.stringContaining(company.replace(/^[#-]+\s*/, '')),
      );
      expect(blocks).toContainEqual({ kind: 'paragraph', text: `${company} Application ID: TCA-0000-0001` });
    },
  );

  it('drop a paragraph that only held a placeholder whose value is empty', () => {
    expect(parseContentDocument('# Letter\n\n{date}\n\nDear {name},', { date: '', name: 'Ann' })).toEqual([
      { kind: 'title', text: 'Letter' },
      { kind: 'paragraph', text: 'Dear Ann,' },
    ]);
  });
});
