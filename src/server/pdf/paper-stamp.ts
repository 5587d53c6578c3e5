import { PDFDocument } from 'pdf-lib';
import brand from '../../shared/brand.json' with { type: 'json' };
import type { PaperBase } from './paper-base.ts';
import type { PaperEdition } from './paper-source.ts';
import { embedPaperFonts } from './pdf-fonts.ts';
import { hexColor, PdfWriter } from './pdf-writer.ts';
import { drawExemptionBlock, drawFooterCode, drawSubtitle, stateName } from './state-block.ts';

/**
 * The paper application of `state`: the language's base form with the state's subtitle, its sales-tax exemption
 * block and the edition code (`code`, e.g. `MO-ENG`) in every footer. Loading and stamping the base costs a fifth
 * of rendering the whole form again, which matters with 51 states in two languages.
 */
export async function stampPaperApplication(
  base: PaperBase,
  edition: PaperEdition,
  state: string,
  code: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(base.bytes, { updateMetadata: false });
  const name = stateName(edition, state);
  doc.setTitle(`${edition.t('forms.pdf.title')}: ${name}`);
  doc.setSubject(edition.t('forms.pdf.forState', { state: name }));
  const [first, ...rest] = doc.getPages();
  const w = new PdfWriter(doc, await embedPaperFonts(doc, 'STATEF'), hexColor(brand.colors.primary), first);
  drawSubtitle(w, edition, state, base.slots.subtitle);
  drawExemptionBlock(w, edition, state, base.slots.exemption);
  drawFooterCode(w, edition, code);
  for (const page of rest) {
    w.page = page;
    drawFooterCode(w, edition, code);
  }
  // The base's streams are already compressed and are copied as they are; packing objects into object streams
  // again would compress everything a second time.
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
