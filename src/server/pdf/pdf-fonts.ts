import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font, Fontkit, GlyphRun } from 'pdf-lib/cjs/types/fontkit';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * Source Sans 3 (SIL Open Font License), from the `@fontsource/source-sans-3` package: its Latin files cover all of
 * Latin-1 and the typographic punctuation (á é í ó ú ü ñ ¿ ¡ – — “ ” …). The font is embedded (subset) rather
 * than relying on PDF's standard Helvetica, so every viewer and printer draws the form the same way and the
 * rendering test's snapshot does not depend on the fonts installed on the machine.
 */
const FONT_FILES = {
  regular: 'source-sans-3-latin-400-normal.woff',
  bold: 'source-sans-3-latin-700-normal.woff',
} as const;

export type FontWeight = keyof typeof FONT_FILES;
export type PaperFonts = Record<FontWeight, PDFFont>;

let fontBytes: Record<FontWeight, Uint8Array> | undefined;

/**
 * The font with its text layout remembered. pdf-lib lays out (shapes) a string every time it measures or draws
 * it, and a form measures the same words over and over while wrapping: remembering the layouts (for the life of the
 * process; a form's texts are a few thousand strings) more than halves the time a form takes to build. Everything
 * else goes to the font itself.
 */
function withLayoutCache(font: Font): Font {
  const layouts = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    if (features !== undefined) return font.layout(text, features as never);
    let run = layouts.get(text);
    if (!run) layouts.set(text, (run = font.layout(text)));
    return run;
  };
  return new Proxy(font, {
    get(target, key) {
      if (key === 'layout') return layout;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The font with the glyph of each of its characters made first from that character. fontkit keeps one glyph object
 * per glyph for the life of the font, with the characters it was first made from, and those are what a PDF's text
 * map (ToUnicode) says a glyph reads as. Writing a subset makes the components of composite glyphs without any
 * character (the semicolon's comma, in the bold font): shared between documents, a document with a bold ";" left
 * every later bold comma unreadable to copy, search and screen readers.
 */
function withCharacterGlyphs(font: Font): Font {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

const parsedFonts = new Map<Uint8Array, Font>();

/** fontkit, parsing each font file once per process instead of once per document. */
function cachingFontkit(fontkit: Fontkit): Fontkit {
  return {
    create(bytes, postscriptName) {
      let font = parsedFonts.get(bytes);
      if (!font)
        parsedFonts.set(bytes, (font = withLayoutCache(withCharacterGlyphs(fontkit.create(bytes, postscriptName)))));
      return font;
    },
  };
}

let loadedFontkit: Fontkit | undefined;

/** The package exports only its CSS, so its folder is found through a file it does export. */
function readFontFiles(): Record<FontWeight, Uint8Array> {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@fontsource/source-sans-3/LICENSE')), 'files');
  return {
    regular: woffToSfnt(readFileSync(join(folder, FONT_FILES.regular))),
    bold: woffToSfnt(readFileSync(join(folder, FONT_FILES.bold))),
  };
}

/**
 * Embeds the fonts in `doc`, subset to the glyphs used. Each embedding in one document needs its own `tag` (six
 * capital letters, PDF's mark of a subset font): two subsets of one font number their glyphs differently, and a
 * reader must not take one for the other. Fixed names keep the output byte-for-byte the same from one build to the
 * next (pdf-lib would otherwise add a random suffix), so the ETag only changes when the form does.
 */
export async function embedPaperFonts(doc: PDFDocument, tag: string): Promise<PaperFonts> {
  fontBytes ??= readFontFiles();
  // Loaded with the first document: fontkit takes about a quarter of a second to load, which a start would wait for.
  loadedFontkit ??= cachingFontkit((await import('@pdf-lib/fontkit')).default);
  doc.registerFontkit(loadedFontkit);
  return {
    regular: await doc.embedFont(fontBytes.regular, { subset: true, customName: `${tag}+SourceSans3-Regular` }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true, customName: `${tag}+SourceSans3-Bold` }),
  };
}
