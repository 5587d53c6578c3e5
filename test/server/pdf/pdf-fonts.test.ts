import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedPaperFonts } from '../../../src/server/pdf/pdf-fonts.ts';
import { woffToSfnt } from '../../../src/server/pdf/woff-to-sfnt.ts';
import { pdfText } from './helpers/pdf-text.ts';

const woffFile = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/source-sans-3/LICENSE')),
  'files/source-sans-3-latin-400-normal.woff',
);

describe('the paper forms font', () => {
  it('is unpacked from WOFF into a TrueType font with the same glyphs and tables', () => {
    const woff = fontkit.create(readFileSync(woffFile));
    const sfnt = woffToSfnt(readFileSync(woffFile));
    expect(Buffer.from(sfnt.subarray(0, 4)).toString('hex')).toBe('00010000');
    const font = fontkit.create(sfnt);
    expect(font.numGlyphs).toBe(woff.numGlyphs);
    expect(font.postscriptName).toBe(woff.postscriptName);
    expect(font.layout('¿Año?').glyphs.map((glyph) => glyph.id)).toEqual(
      woff.layout('¿Año?').glyphs.map((glyph) => glyph.id),
    );
  });

  it('writes Spanish and typographic characters that PDF readers extract as they were written', async () => {
    // A document before it with a bold ";" (a composite glyph made of the comma's) in the same process, as a server
    // writes many: it must not change how a later document's commas read.
    const earlier = await PDFDocument.create();
    earlier
      .addPage()
      .drawText('Ozark; Springfield', { size: 12, font: (await embedPaperFonts(earlier, 'EARLIE')).bold });
    await earlier.save();
    const doc = await PDFDocument.create();
    const fonts = await embedPaperFonts(doc, 'TESTAB');
    const sample = '¿Está exento? ¡Sí! Años, niño, Dirección, Pérez, Güemes — “quoted” … © 2%';
    doc.addPage().drawText(sample, { x: 20, y: 700, size: 12, font: fonts.regular });
    doc.getPage(0).drawText(sample, { x: 20, y: 650, size: 12, font: fonts.bold });
    const text = await pdfText(await doc.save());
    expect(text.trim()).toBe(`${sample} ${sample}`);
  });
});
