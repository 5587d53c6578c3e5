import { PDFDocument } from 'pdf-lib';
import brand from '../../shared/brand.json' with { type: 'json' };
import { departmentName } from '../../shared/department-name.ts';
import type { ContentBlock } from '../../shared/content-markdown.ts';
import { signatureItem, type PaperItem } from './paper-items.ts';
import { layoutItems } from './paper-layout.ts';
import type { PaperEdition } from './paper-source.ts';
import { embedPaperFonts } from './pdf-fonts.ts';
import { CONTENT_WIDTH, hexColor, MARGIN, PdfWriter } from './pdf-writer.ts';
import { BODY, exemptionBlockHeight, FOOTER_Y, SMALL } from './state-block.ts';

/** A language's paper application without its state, and where page 1 leaves room for the state's parts. */
export interface PaperBase {
  bytes: Uint8Array;
  slots: {
    /** Baseline of the subtitle naming the state. */
    subtitle: number;
    /** Top of the sales-tax exemption block. */
    exemption: number;
  };
}

/** The credit department's postal address on one line. */
function mailingAddress(language: string): string {
  const { creditDepartment: dept } = brand;
  return `${departmentName(language)}, ${brand.legalName}, ${dept.poBox}, ${dept.city}, ${dept.state} ${dept.zip}`;
}

/** Page 1: who the form is from, how to send it back, and room for the state's subtitle and exemption block. */
function drawFirstPage(w: PdfWriter, edition: PaperEdition, states: readonly string[]): PaperBase['slots'] {
  const { t } = edition;
  const dept = brand.creditDepartment;
  w.text(brand.supplierName, MARGIN.side, w.y - 17, { size: 17, weight: 'bold', color: w.accent });
  const contact = [
    departmentName(edition.language),
    t('forms.pdf.phone', { phone: dept.phone }),
    t('forms.pdf.fax', { fax: dept.fax }),
    dept.email,
  ];
  contact.forEach((line, index) =>
    w.text(line, MARGIN.side + CONTENT_WIDTH - w.widthOf(line, SMALL), w.y - 7 - index * 9.5, SMALL),
  );
  w.y -= 42;
  w.text(t('forms.pdf.title'), MARGIN.side, w.y - 14, { size: 14, weight: 'bold' });
  const subtitle = w.y - 29;
  w.y -= 40;
  w.paragraph(t('forms.pdf.intro'), BODY);
  w.paragraph(t('common.professionalOnly'), BODY);
  w.subheading(t('forms.pdf.returnTitle'), 30);
  w.paragraph(t('forms.pdf.byEmail', { email: dept.email }), BODY, { after: 1 });
  w.paragraph(t('forms.pdf.byFax', { fax: dept.fax }), BODY, { after: 1 });
  w.paragraph(t('forms.pdf.byMail', { address: mailingAddress(edition.language) }), BODY);
  const exemption = w.y;
  w.y -= Math.max(...states.map((state) => exemptionBlockHeight(w, edition, state))) + BODY.size * 0.6;
  w.paragraph(t('forms.pdf.requiredLegend'), SMALL, { after: 8 });
  return { subtitle, exemption };
}

/** A terms text: its title over a rule, its headings in bold, its paragraphs and bulleted items. */
export function drawContent(w: PdfWriter, blocks: readonly ContentBlock[]): void {
  for (const block of blocks) {
    if (block.kind === 'title') {
      w.subheading(block.text, 36);
    } else if (block.kind === 'heading') {
      // Keep a heading with the first lines of its text.
      w.ensure(BODY.size * 5);
      w.paragraph(block.text, { ...BODY, weight: 'bold' }, { after: 2 });
    } else {
      w.paragraph(block.text, BODY, block.kind === 'bullet' ? { indent: 10, bullet: true, after: 2 } : {});
    }
  }
  w.y -= 4;
}

/** Whether the forms ask for a signature anywhere (the submit step's signature pads). */
function hasSignature(items: readonly PaperItem[]): boolean {
  return items.some((item) => item.kind === 'signature' || (item.kind === 'group' && hasSignature(item.items)));
}

/** "Page 1 of 7" at the right of every footer, once the number of pages is known. */
function drawPageNumbers(w: PdfWriter, edition: PaperEdition): void {
  const pages = w.doc.getPages();
  pages.forEach((page, index) => {
    const text = edition.t('forms.pdf.page', { page: index + 1, pages: pages.length });
    w.page = page;
    w.text(text, MARGIN.side + CONTENT_WIDTH - w.widthOf(text, SMALL), FOOTER_Y, SMALL);
  });
}

/**
 * Renders a language's paper application, all but what names the state: page 1 with the return instructions,
 * one section per data step of the wizard with a fillable field for every online field, then the terms, the
 * agreements and the lines to sign (the submit step's, or one of its own when the forms have none). `states` are the
 * states it will be stamped for: page 1 keeps
 * room for the longest of their exemption blocks. Same input, same bytes (no dates, fixed font names).
 */
export async function renderPaperBase(edition: PaperEdition, states: readonly string[]): Promise<PaperBase> {
  const { t } = edition;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setAuthor(brand.legalName);
  doc.setLanguage(edition.language === 'es' ? 'es-US' : 'en-US');
  const w = new PdfWriter(doc, await embedPaperFonts(doc, 'BASEFT'), hexColor(brand.colors.primary));
  const slots = drawFirstPage(w, edition, states);
  for (const section of edition.sections) {
    if (section.kind === 'submit') continue;
    w.sectionBar(section.title);
    layoutItems(w, section.items);
  }
  w.sectionBar(t('forms.pdf.agreementTitle'));
  for (const blocks of edition.terms) drawContent(w, blocks);
  const agreements = edition.sections.filter((section) => section.kind === 'submit');
  for (const section of agreements) layoutItems(w, section.items);
  // A paper application is signed even while the online forms ask for no signature.
  if (!agreements.some((section) => hasSignature(section.items))) {
    const name = ['signatures', '0', 'signature'];
    layoutItems(w, [signatureItem(t, { name: name.join('.'), label: t('forms.pdf.signature'), required: true }, name)]);
  }
  drawPageNumbers(w, edition);
  // Every field got its (empty) appearance when it was placed; drawing them all again would only cost time.
  return { bytes: await doc.save({ updateFieldAppearances: false }), slots };
}
