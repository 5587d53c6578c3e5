import { describe, expect, it } from 'vitest';
import { checkPdf } from '../../../src/server/uploads/pdf-check.ts';
import { certificatePdf, pdfMentioningActions, pdfWithOpenAction, pngBytes } from './pdf-fixtures.ts';

describe('checking a tax-exemption form by its content', () => {
  it('accepts a plain PDF, with or without compressed object streams', async () => {
    expect(checkPdf(await certificatePdf())).toBeNull();
    expect(checkPdf(await certificatePdf({ useObjectStreams: false }))).toBeNull();
  });

  it.each([
    ['a PNG', pngBytes()],
    ['text', Buffer.from('hello, this is not a pdf\n%%EOF\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF header on something else', Buffer.from('%PDF-1.7\nno objects and no end\n')],
  ])('refuses %s as not a PDF', (_name, bytes) => {
    expect(checkPdf(bytes)).toBe('NOT_PDF');
  });

  it('refuses a PDF cut short (no end-of-file marker)', async () => {
    const pdf = await certificatePdf();
    expect(checkPdf(pdf.subarray(0, pdf.length - 200))).toBe('NOT_PDF');
  });

  it.each([
    ['a script in plain objects', () => pdfWithOpenAction('JavaScript', { useObjectStreams: false })],
    ['a script inside a compressed object stream', () => pdfWithOpenAction('JavaScript')],
    ['a launch action', () => pdfWithOpenAction('Launch', { useObjectStreams: false })],
    ['a launch action inside a compressed object stream', () => pdfWithOpenAction('Launch')],
  ])('refuses %s', async (_name, make) => {
    expect(checkPdf(await make())).toBe('ACTIVE_CONTENT');
  });

  it('finds a script that only a decompressed object stream shows', async () => {
    const pdf = await pdfWithOpenAction('JavaScript');
    expect(pdf.toString('latin1')).not.toContain('/JavaScript');
    expect(checkPdf(pdf)).toBe('ACTIVE_CONTENT');
  });

  it('sees through names spelt with #xx escapes', async () => {
    const pdf = (await pdfWithOpenAction('JavaScript', { useObjectStreams: false })).toString('latin1');
    const escaped = pdf.replace('/JavaScript', '/J#61vaScript').replace('/JS ', '/#4aS ');
    expect(escaped).not.toContain('/JavaScript');
    expect(checkPdf(Buffer.from(escaped, 'latin1'))).toBe('ACTIVE_CONTENT');
  });

  it('does not mistake the names of actions written in the page text for actions', async () => {
    const pdf = await pdfMentioningActions();
    expect(pdf.toString('latin1')).toContain('/JavaScript, /JS or /Launch');
    expect(checkPdf(pdf)).toBeNull();
  });
});
