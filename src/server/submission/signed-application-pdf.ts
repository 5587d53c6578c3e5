import { PDFDocument } from 'pdf-lib';
import brand from '../../shared/brand.json' with { type: 'json' };
import type { PaperItem } from '../pdf/paper-items.ts';
import type { PaperEdition } from '../pdf/paper-source.ts';
import { embedPaperFonts } from '../pdf/pdf-fonts.ts';
import { CONTENT_WIDTH, hexColor, MARGIN, PdfWriter } from '../pdf/pdf-writer.ts';
import { BODY, SMALL } from '../pdf/state-block.ts';

/** What the signed application shows, all of it already masked where it holds SSNs or birth dates. */
export interface SignedApplication {
  applicationNumber: string;
  submittedAt: string;
  clientIp: string;
  /** Each wizard step's data by step key, shaped as its form edits it (`applicants: { applicants: [...] }`). */
  data: Record<string, unknown>;
  agreements: Array<{ title: string; id: string; agreed: boolean }>;
  /** Each signature as drawn, with when it was given (a signature carried over keeps its first time). */
  signatures: Array<{ name: string; png: Buffer; signedAt: string }>;
}

const SIGNATURE_HEIGHT = 60;

function valueAt(data: unknown, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      data,
    );
}

/** The text a filled item shows, or undefined when the applicant left it empty. */
function shownValue(item: PaperItem, data: unknown, t: PaperEdition['t']): string | undefined {
  if (item.kind === 'group' || item.kind === 'note' || item.kind === 'signature') return undefined;
  const value = valueAt(data, item.name);
  if (value === undefined || value === null || value === '') return undefined;
  if (item.kind === 'choice') {
    const option = item.options.find((candidate) => candidate.name === `${item.name}.${String(value)}`);
    return option?.label ?? String(value);
  }
  if (item.kind === 'text' && item.valueLabels?.[String(value)]) return item.valueLabels[String(value)];
  if (typeof value === 'boolean') return t(`enums.yesNo.${value}`);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function hasValue(item: PaperItem, data: unknown, t: PaperEdition['t']): boolean {
  return item.kind === 'group'
    ? item.items.some((child) => hasValue(child, data, t))
    : shownValue(item, data, t) !== undefined;
}

/** One printed line of the signed application: a field's label and its value, or the heading of a group. */
export type FilledLine = { name: string; label: string; value: string } | { heading: string };

/** The filled fields of a step, label and value, lists and groups under their own headings. */
export function filledLines(items: readonly PaperItem[], data: unknown, t: PaperEdition['t']): FilledLine[] {
  return items.flatMap((item): FilledLine[] => {
    if (item.kind === 'group')
      return hasValue(item, data, t) ? [{ heading: item.label }, ...filledLines(item.items, data, t)] : [];
    const value = shownValue(item, data, t);
    return value !== undefined && item.kind !== 'note' ? [{ name: item.name, label: item.label, value }] : [];
  });
}

function drawItems(w: PdfWriter, items: readonly PaperItem[], data: unknown, t: PaperEdition['t']): void {
  for (const line of filledLines(items, data, t)) {
    if ('heading' in line) w.subheading(line.heading, 30);
    else w.paragraph(`${line.label}: ${line.value}`, BODY, { after: 1 });
  }
}

/**
 * The completed, signed application as a PDF: every section with what the applicant entered (SSNs and birth
 * dates masked), the versions of the texts agreed to, each signature as drawn, when it was signed and from where.
 * It is rendered in the applicant's language from the same schemas and texts as the paper forms. A signature block
 * names the person only, never an office or title: the personal guaranty binds the person who signs.
 */
export async function renderSignedApplication(
  edition: PaperEdition,
  application: SignedApplication,
): Promise<Uint8Array> {
  const { t } = edition;
  const doc = await PDFDocument.create();
  doc.setTitle(`${t('forms.pdf.title')} ${application.applicationNumber}`);
  doc.setAuthor(brand.supplierName);
  doc.setCreationDate(new Date(application.submittedAt));
  const w = new PdfWriter(doc, await embedPaperFonts(doc, 'SIGNED'), hexColor(brand.colors.primary));

  w.text(brand.supplierName, MARGIN.side, w.y - 17, { size: 17, weight: 'bold', color: w.accent });
  w.y -= 40;
  w.paragraph(t('submission.pdf.title'), { size: 14, weight: 'bold' });
  w.paragraph(
    t('submission.pdf.identification', {
      applicationId: application.applicationNumber,
      submittedAt: application.submittedAt,
      ip: application.clientIp,
    }),
    BODY,
  );

  for (const section of edition.sections) {
    if (section.kind === 'submit' || !hasValue({ kind: 'group', label: '', items: section.items }, application.data, t))
      continue;
    w.sectionBar(section.title);
    drawItems(w, section.items, application.data, t);
  }

  w.sectionBar(t('submission.pdf.agreements'));
  for (const agreement of application.agreements) {
    w.paragraph(
      t(agreement.agreed ? 'submission.pdf.agreed' : 'submission.pdf.notAgreed', {
        title: agreement.title,
        version: agreement.id,
      }),
      BODY,
      { after: 2 },
    );
  }

  w.sectionBar(t('submission.pdf.signatures'));
  for (const signature of application.signatures) {
    const image = await doc.embedPng(signature.png);
    const scale = Math.min(CONTENT_WIDTH / image.width, SIGNATURE_HEIGHT / image.height, 1);
    w.ensure(SIGNATURE_HEIGHT + 40);
    w.paragraph(signature.name, { ...BODY, weight: 'bold' }, { after: 2 });
    w.page.drawImage(image, {
      x: MARGIN.side,
      y: w.y - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    w.y -= image.height * scale + 6;
    w.paragraph(t('submission.pdf.signedAt', { submittedAt: signature.signedAt }), SMALL, { after: 8 });
  }
  return doc.save();
}
