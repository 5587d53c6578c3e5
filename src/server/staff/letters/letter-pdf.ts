import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import brand from '../../../shared/brand.json' with { type: 'json' };
import { LOCALES_DIR } from '../../../shared/form-files.ts';
import { departmentName } from '../../../shared/department-name.ts';
import type { Language } from '../../i18n/server-i18n.ts';
import { parseContentDocument, type ContentBlock } from '../../../shared/content-markdown.ts';
import { drawContent } from '../../pdf/paper-base.ts';
import { embedPaperFonts } from '../../pdf/pdf-fonts.ts';
import { hexColor, MARGIN, PdfWriter } from '../../pdf/pdf-writer.ts';

/** What a letter says besides its content files: the values they quote, the decline's reasons as texts. */
export interface LetterInput {
  /** A credit line's approval, a cash account's (no limit: payment on delivery) or a decline. */
  kind: 'approval' | 'cash-approval' | 'decline';
  language: Language;
  /** `{company}`, `{applicationId}`, `{date}`, `{creditLimit}`, `{paymentOption}`, `{termsVersions}`. */
  values: Record<string, string>;
  /** The decline's principal reasons, already in the letter's language; none: the right to ask for them. */
  reasons?: readonly string[];
}

const dept = brand.creditDepartment;
const brandValues = (language: Language) => ({
  supplier: brand.supplierName,
  department: departmentName(language),
  phone: dept.phone,
  email: dept.email,
  address: `${dept.poBox}, ${dept.city}, ${dept.state} ${dept.zip}`,
});

/** The text of `locales/<language>/content/<name>.md`, or the English one when it has no translation. */
function contentSource(language: Language, name: string, localesDir: string): string {
  for (const candidate of [language, 'en']) {
    const file = join(localesDir, candidate, 'content', `${name}.md`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`locales/en/content/${name}.md is missing: the credit department's letters need it`);
}

/** The blocks of a letter: its content file, and for a decline the reasons (or the right to them) and ECOA notice. */
export function letterBlocks(input: LetterInput, localesDir = LOCALES_DIR): ContentBlock[] {
  const values = { ...brandValues(input.language), ...input.values };
  const read = (name: string, extra: Record<string, string> = {}) =>
    parseContentDocument(contentSource(input.language, name, localesDir), { ...values, ...extra });
  if (input.kind === 'approval') return read('approval-letter');
  if (input.kind === 'cash-approval') return read('approval-cash-letter');
  const reasons = input.reasons?.length
    ? contentSource(input.language, 'decline-reasons', localesDir).replace(
        '{list}',
        input.reasons.map((reason) => `- ${reason}`).join('\n'),
      )
    : contentSource(input.language, 'decline-reasons-on-request', localesDir);
  // The reasons' section goes in whole, as lines of the letter's own text, so that its headings and items parse.
  const letter = contentSource(input.language, 'decline-letter', localesDir).replace('{reasons}', reasons);
  return [...parseContentDocument(letter, values), ...read('ecoa-notice')];
}

/** A decision letter as a PDF in the supplier's colours, with the fonts of the application's PDFs. */
export async function renderLetter(input: LetterInput, when = new Date()): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const blocks = letterBlocks(input);
  doc.setTitle(
    `${blocks.find((block) => block.kind === 'title')?.text ?? ''} ${input.values.applicationId ?? ''}`.trim(),
  );
  doc.setAuthor(brand.supplierName);
  doc.setCreationDate(when);
  const w = new PdfWriter(doc, await embedPaperFonts(doc, 'LETTER'), hexColor(brand.colors.primary));
  w.text(brand.supplierName, MARGIN.side, w.y - 17, { size: 17, weight: 'bold', color: w.accent });
  w.y -= 40;
  drawContent(w, blocks);
  return Buffer.from(await doc.save());
}
