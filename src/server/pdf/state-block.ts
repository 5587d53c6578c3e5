/**
 * The parts of a paper application that name its state: the subtitle and the sales-tax exemption block of page 1,
 * and the footer's edition code (`MO-ENG`). The base form of a language leaves room for them (as much as the
 * longest state needs); each state's form stamps them in.
 */
import brand from '../../shared/brand.json' with { type: 'json' };
import type { PaperEdition } from './paper-source.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, type PdfWriter, type TextStyle } from './pdf-writer.ts';

/** Running text and small print of the paper form. */
export const BODY: TextStyle = { size: 8.5 };
export const SMALL: TextStyle = { size: 7.5, color: MUTED };
const SUBTITLE: TextStyle = { size: 10.5, weight: 'bold' };
/** The footer's baseline, in the bottom margin. */
export const FOOTER_Y = 30;
const SUBHEADING_HEIGHT = 18;

/** The state's sentence on sales-tax exemption, from the tax-exemption content of the edition's language. */
function exemptionNote(edition: PaperEdition, state: string): string {
  const { t, exemptions } = edition;
  const entry = exemptions.states[state];
  if (!entry || entry.noSalesTax) return [exemptions.noSalesTax, entry?.note].filter(Boolean).join(' ');
  const certificate =
    [entry.form, entry.certificate].filter(Boolean).join(', ') + (entry.agency ? ` (${entry.agency})` : '');
  const sst = entry.sst ? `${exemptions.sst.label}: ${exemptions.sst.form}, ${exemptions.sst.certificate}.` : '';
  return [t('forms.pdf.attachCertificate', { certificate }), sst, entry.note].filter(Boolean).join(' ');
}

/** The state's name in the edition's language. */
export function stateName(edition: PaperEdition, state: string): string {
  return edition.t(`enums.state.${state}`);
}

/** The height the exemption block of `state` takes (its heading and its note). */
export function exemptionBlockHeight(w: PdfWriter, edition: PaperEdition, state: string): number {
  return SUBHEADING_HEIGHT + w.wrap(exemptionNote(edition, state), BODY, CONTENT_WIDTH).length * BODY.size * 1.3;
}

/** Draws the exemption block of `state` with its top at `top` (on the writer's page). */
export function drawExemptionBlock(w: PdfWriter, edition: PaperEdition, state: string, top: number): void {
  w.y = top;
  w.subheading(edition.t('forms.pdf.exemptionTitle', { state: stateName(edition, state) }), 0);
  w.paragraph(exemptionNote(edition, state), BODY, { after: 0 });
}

/** The line under the title that names the state. */
export function drawSubtitle(w: PdfWriter, edition: PaperEdition, state: string, baseline: number): void {
  w.text(edition.t('forms.pdf.forState', { state: stateName(edition, state) }), MARGIN.side, baseline, {
    ...SUBTITLE,
    color: w.accent,
  });
}

/** The footer's left part, which names the edition; the page numbers are in the base form. */
export function drawFooterCode(w: PdfWriter, edition: PaperEdition, code: string): void {
  w.text(`${brand.legalName} · ${edition.t('forms.pdf.title')} · ${code}`, MARGIN.side, FOOTER_Y, SMALL);
}
