import {
  AnnotationFlags,
  PDFAcroNonTerminal,
  PDFAcroSignature,
  PDFHexString,
  PDFName,
  PDFWidgetAnnotation,
  rgb,
  type PDFDocument,
  type PDFField,
  type PDFFont,
  type PDFForm,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type { FontWeight, PaperFonts } from './pdf-fonts.ts';

/** US Letter, in points: the paper American offices print on. */
const PAGE = { width: 612, height: 792 } as const;
/** Room left around the content; the bottom one holds the footer. */
export const MARGIN = { side: 48, top: 46, bottom: 58 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;

const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.36, 0.36, 0.38);
const RULE = rgb(0.62, 0.64, 0.68);
const FIELD_FILL = rgb(0.955, 0.965, 0.985);

/** `#1f4e79` → pdf-lib's colour. */
export function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: RGB;
}

/**
 * Draws a form from the top of a page down, starting a new page when the next piece does not fit. It knows pages,
 * fonts, wrapping and AcroForm fields; what goes on the form is decided by its callers.
 */
export class PdfWriter {
  /** The baseline of the next line, from the bottom of the page (PDF's origin). */
  y = PAGE.height - MARGIN.top;

  /** Writes on `page`, or on a new page of `doc` when none is given. */
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: PaperFonts,
    readonly accent: RGB,
    public page: PDFPage = doc.addPage([PAGE.width, PAGE.height]),
  ) {}

  /** The document's AcroForm, where fields are added. */
  get form(): PDFForm {
    return this.doc.getForm();
  }

  /** Continues on a new page, at its top. */
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  /** The embedded font of a style. */
  font(style: TextStyle): PDFFont {
    return this.fonts[style.weight ?? 'regular'];
  }

  /** How wide `text` is in points. */
  widthOf(text: string, style: TextStyle): number {
    return this.font(style).widthOfTextAtSize(text, style.size);
  }

  /** Splits `text` into lines no wider than `width`, breaking between words. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.widthOf(candidate, style) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws one line of text with its baseline at `y`. */
  text(text: string, x: number, y: number, style: TextStyle): void {
    this.page.drawText(text, { x, y, size: style.size, font: this.font(style), color: style.color ?? INK });
  }

  /** Draws `lines` downwards from the baseline `y`; returns the height used. */
  lines(lines: readonly string[], x: number, y: number, style: TextStyle, leading = style.size * 1.28): number {
    lines.forEach((line, index) => this.text(line, x, y - index * leading, style));
    return lines.length * leading;
  }

  /** A wrapped paragraph at the cursor, moving to a new page between lines when needed. */
  paragraph(text: string, style: TextStyle, options: { indent?: number; bullet?: boolean; after?: number } = {}): void {
    const indent = options.indent ?? 0;
    const leading = style.size * 1.3;
    const lines = this.wrap(text, style, CONTENT_WIDTH - indent);
    lines.forEach((line, index) => {
      this.ensure(leading);
      if (options.bullet && index === 0) this.text('•', MARGIN.side + indent - 8, this.y - style.size, style);
      this.text(line, MARGIN.side + indent, this.y - style.size, style);
      this.y -= leading;
    });
    this.y -= options.after ?? style.size * 0.6;
  }

  /** A section's title on a bar in the accent colour. */
  sectionBar(title: string): void {
    const height = 17;
    this.ensure(height + 60);
    this.page.drawRectangle({ x: MARGIN.side, y: this.y - height, width: CONTENT_WIDTH, height, color: this.accent });
    this.text(title.toUpperCase(), MARGIN.side + 6, this.y - height + 5, {
      size: 9.5,
      weight: 'bold',
      color: rgb(1, 1, 1),
    });
    this.y -= height + 8;
  }

  /** A group's title over a thin rule; kept on the page of what follows it. */
  subheading(title: string, keepWith = 48): void {
    this.ensure(16 + keepWith);
    this.text(title, MARGIN.side, this.y - 9, { size: 9.5, weight: 'bold', color: this.accent });
    this.page.drawLine({
      start: { x: MARGIN.side, y: this.y - 12 },
      end: { x: MARGIN.side + CONTENT_WIDTH, y: this.y - 12 },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 18;
  }

  /** A fillable text box whose tooltip (read by screen readers and form fillers) is its label. */
  textBox(name: string, label: string, x: number, y: number, width: number, height: number): void {
    const field = this.form.createTextField(name);
    field.addToPage(this.page, {
      x,
      y,
      width,
      height,
      borderWidth: 0.6,
      borderColor: RULE,
      backgroundColor: FIELD_FILL,
    });
    // The size of what a person types; the empty box drawn by addToPage shows no text, so it needs no redrawing.
    field.setFontSize(9);
    tooltip(field, label);
  }

  /** A box to tick. */
  checkBox(name: string, label: string, x: number, y: number, size = 9): void {
    const field = this.form.createCheckBox(name);
    field.addToPage(this.page, {
      x,
      y,
      width: size,
      height: size,
      borderWidth: 0.6,
      borderColor: RULE,
      backgroundColor: FIELD_FILL,
    });
    tooltip(field, label);
  }

  /**
   * An empty digital-signature field (`/FT /Sig`) over a line to sign by hand, so the form can be signed in a PDF
   * reader as well as in ink. pdf-lib makes no signature fields; this one joins the parent of `sibling`, a field
   * already placed beside it (`a.b.signatureDate` for `a.b.signature`).
   */
  signatureField(
    name: string,
    label: string,
    sibling: string,
    x: number,
    y: number,
    width: number,
    height: number,
  ): void {
    const context = this.doc.context;
    const dict = context.obj({ FT: 'Sig', Kids: [] });
    const ref = context.register(dict);
    const field = PDFAcroSignature.fromDict(dict, ref);
    field.setPartialName(name.split('.').pop()!);
    tooltip({ acroField: field }, label);
    const parent = this.form.getField(sibling).acroField.getParent();
    if (parent) {
      field.setParent(parent.ref);
      PDFAcroNonTerminal.fromDict(parent.dict, parent.ref).addField(ref);
    } else {
      this.form.acroForm.addField(ref);
    }
    const widget = PDFWidgetAnnotation.create(context, ref);
    widget.setRectangle({ x, y, width, height });
    widget.setP(this.page.ref);
    widget.setFlagTo(AnnotationFlags.Print, true);
    const widgetRef = context.register(widget.dict);
    field.addWidget(widgetRef);
    this.page.node.addAnnot(widgetRef);
  }

  /** A line to sign or write on by hand, with its caption below. */
  handLine(caption: string, x: number, y: number, width: number): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.7, color: INK });
    this.text(caption, x, y - 9, { size: 7, color: MUTED });
  }
}

function tooltip(field: Pick<PDFField, 'acroField'>, label: string): void {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
}
