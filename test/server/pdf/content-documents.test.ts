import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentDocument } from '../../../src/server/pdf/content-documents.ts';
import { parseContentDocument } from '../../../src/shared/content-markdown.ts';

describe('content documents', () => {
  it('read a title, headings, paragraphs joined across lines and bulleted items, with placeholders filled', () => {
    const blocks = parseContentDocument(
      '# Terms of {supplier}\r\n\n## 1. Monthly pay\nPay by the 10th\nand save 2%.\n\n- Weekly: Friday.\n- Daily:\n  ' +
        'next day.\n\nKeep {unknown}.',
      { supplier: 'Acme' },
    );
    expect(blocks).toEqual([
      { kind: 'title', text: 'Terms of Acme' },
      { kind: 'heading', text: '1. Monthly pay' },
      { kind: 'paragraph', text: 'Pay by the 10th and save 2%.' },
      { kind: 'bullet', text: 'Weekly: Friday.' },
      { kind: 'bullet', text: 'Daily: next day.' },
      { kind: 'paragraph', text: 'Keep {unknown}.' },
    ]);
  });

  describe('from the locales folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (language: string, name: string, text: string) => {
      mkdirSync(join(dir, language, 'content'), { recursive: true });
      writeFileSync(join(dir, language, 'content', `${name}.md`), text);
    };
    write('en', 'terms-of-payment', '# Payment');
    write('en', 'general-terms', '# General');
    write('es', 'terms-of-payment', '# Pago');

    it('take the first of the named documents that exists, in the language asked for', () => {
      expect(readContentDocument(dir, 'es', ['terms', 'terms-of-payment'])).toEqual([{ kind: 'title', text: 'Pago' }]);
    });

    it('fall back to English rather than leave a legal text out, and give nothing when no file exists', () => {
      expect(readContentDocument(dir, 'es', ['general-terms'])).toEqual([{ kind: 'title', text: 'General' }]);
      expect(readContentDocument(dir, 'es', ['personal-guarantee'])).toBeUndefined();
    });
  });
});
