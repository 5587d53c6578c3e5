import { describe, expect, it } from 'vitest';
import { checkPdf } from '../../../src/server/uploads/pdf-check.ts';
import type { FilterName } from '../../../scripts/lib/files/pdf-encoders.ts';
import {
  certificatePdf,
  HARMLESS_ACTION,
  openActionOf,
  pdfMentioningActions,
  pdfWithOpenAction,
  pdfWithPackedAction,
  pngBytes,
  type PackedActionOptions,
} from '../../../scripts/lib/files/pdf-fixtures.ts';

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

describe('reading what a PDF packs into object streams', () => {
  const CHAINS: FilterName[][] = [
    ['FlateDecode'],
    ['ASCIIHexDecode'],
    ['ASCII85Decode'],
    ['LZWDecode'],
    ['RunLengthDecode'],
    ['ASCII85Decode', 'FlateDecode'],
    ['ASCIIHexDecode', 'LZWDecode', 'RunLengthDecode'],
  ];

  it.each(CHAINS.map((filters) => [filters.join(' + '), filters]))(
    'refuses a script packed with %s, which pdf-lib reads, and accepts the same file without it',
    async (_name, filters) => {
      const hidden = pdfWithPackedAction({ filters });
      expect(hidden.toString('latin1')).not.toContain('/JavaScript');
      expect(await openActionOf(hidden)).toBe('JavaScript');
      expect(checkPdf(hidden)).toBe('ACTIVE_CONTENT');
      const clean = pdfWithPackedAction({ filters, action: HARMLESS_ACTION });
      expect(await openActionOf(clean)).toBe('GoTo');
      expect(checkPdf(clean)).toBeNull();
    },
  );

  // pdf-lib reads the first kind; other viewers (pdf.js, Acrobat) also read abbreviations and untyped streams.
  it.each([
    ['a filter name spelt with #xx', { filters: ['ASCIIHexDecode'], filterSyntax: '/ASCIIHex#44ecode' }, true],
    ['a type name spelt with #xx', { filters: ['FlateDecode'], typeSyntax: '/Obj#53tm' }, true],
    ['" obj" in a string of the dictionary', { filters: ['ASCIIHexDecode'], extra: '/Note ( obj)' }, true],
    ['a comment in the dictionary', { filters: ['FlateDecode'], extra: '% /Type /XRef\n' }, true],
    ['abbreviated filter names', { filters: ['ASCIIHexDecode'], filterSyntax: '/AHx' }, false],
    ['an abbreviated chain', { filters: ['ASCII85Decode', 'FlateDecode'], filterSyntax: '[/A85 /Fl]' }, false],
    ['LZW and RunLength abbreviated', { filters: ['LZWDecode', 'RunLengthDecode'], filterSyntax: '[/LZW /RL]' }, false],
    ['no /Type, only /N and /First', { filters: ['FlateDecode'], typeSyntax: '' }, false],
  ] as Array<[string, PackedActionOptions, boolean]>)('sees through %s', async (_name, options, pdfLibReadsIt) => {
    const pdf = pdfWithPackedAction(options);
    if (pdfLibReadsIt) expect(await openActionOf(pdf)).toBe('JavaScript');
    expect(pdf.toString('latin1')).not.toContain('/JavaScript');
    expect(checkPdf(pdf)).toBe('ACTIVE_CONTENT');
  });

  it.each([
    ['an unknown filter', { filterSyntax: '/Rot13Decode' }],
    ['a filter given by reference', { filterSyntax: '7 0 R' }],
    ['a predictor', { filters: ['FlateDecode'], extra: '/DecodeParms << /Predictor 12 /Columns 4 >>' }],
    ['damaged Flate data', { filterSyntax: '/FlateDecode', packed: Buffer.alloc(300, 7) }],
    ['bad ASCIIHex data', { filterSyntax: '/AHx', packed: Buffer.from('4 0 zz>') }],
    ['a stream that unpacks to 64 MB', { filters: ['FlateDecode'], packed: Buffer.alloc(64 * 1024 * 1024) }],
    ['a dictionary nested past any certificate', { extra: `/Deep ${'['.repeat(200)}${']'.repeat(200)}` }],
  ] as Array<[string, PackedActionOptions]>)('refuses a file it cannot read: %s', (_name, options) => {
    expect(checkPdf(pdfWithPackedAction(options))).toBe('UNINSPECTABLE');
  });

  it.each(['EmbeddedFile', 'RichMedia', 'XFA', 'SubmitForm', 'Launch'])('refuses /%s packed away', (name) => {
    const pdf = pdfWithPackedAction({ filters: ['FlateDecode'], action: `<< /Type /Action /S /${name} >>` });
    expect(checkPdf(pdf)).toBe('ACTIVE_CONTENT');
  });
});
