import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { encodeFor, type FilterName } from './pdf-encoders.ts';

/** A one-page certificate as a PDF writer makes it, compressed object streams and all. */
export async function certificatePdf(options: { useObjectStreams?: boolean } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  page.drawText('Sales and Use Tax Exemption Certificate', {
    x: 72,
    y: 700,
    size: 14,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await document.save({ useObjectStreams: options.useObjectStreams ?? true }));
}

/** The same certificate with an action that runs when the file opens: a script, or another program. */
export async function pdfWithOpenAction(
  action: 'JavaScript' | 'Launch',
  options: { useObjectStreams?: boolean } = {},
): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  const spec =
    action === 'JavaScript'
      ? { Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') }
      : { Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') };
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj(spec));
  return Buffer.from(await document.save({ useObjectStreams: options.useObjectStreams ?? true }));
}

/** The first bytes of a PNG image, and enough of one to look like a file. */
export function pngBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
}

/** A valid PDF grown past `megabytes` MB with a comment, which viewers skip. */
export async function pdfOfSize(megabytes: number): Promise<Buffer> {
  const pdf = await certificatePdf({ useObjectStreams: false });
  const header = pdf.indexOf('\n') + 1;
  const padding = Buffer.from(`%${'x'.repeat(megabytes * 1024 * 1024)}\n`);
  return Buffer.concat([pdf.subarray(0, header), padding, pdf.subarray(header)]);
}

/** A certificate whose page text (an uncompressed content stream) spells the names of actions as words. */
export async function pdfMentioningActions(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  const content = document.context.stream(
    'BT /F1 12 Tf 72 700 Td (Scripts such as /JavaScript, /JS or /Launch are refused) Tj ET',
  );
  page.node.set(PDFName.of('Contents'), document.context.register(content));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** How a hand-written PDF packs its action into an object stream. */
export interface PackedActionOptions {
  /** The filters the stream's data is encoded with, first decoded first; none for plain text. */
  filters?: FilterName[];
  /** The `/Filter` entry as written (abbreviations, `#xx` escapes); by default the filters' names. */
  filterSyntax?: string;
  /** The `/Type` entry as written; `/ObjStm` by default, none when empty. */
  typeSyntax?: string;
  /** The packed action object; a script that runs on opening by default. */
  action?: string;
  /** Bytes to pack instead of the action object (a bomb). */
  packed?: Buffer;
  /** More entries for the stream's dictionary (`/DecodeParms …`). */
  extra?: string;
}

const SCRIPT_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
export const HARMLESS_ACTION = '<< /Type /Action /S /GoTo /D [3 0 R /Fit] >>';

/**
 * A one-page PDF, written by hand, whose catalog's `/OpenAction` (object 4) lives only inside an object stream
 * encoded with `filters`: what a file that hides a script from a simple check looks like.
 */
export function pdfWithPackedAction(options: PackedActionOptions = {}): Buffer {
  const filters = options.filters ?? [];
  const objects = `4 0 ${options.action ?? SCRIPT_ACTION}`;
  const first = '4 0 '.length;
  const data = encodeFor(filters, options.packed ?? Buffer.from(objects, 'latin1'));
  const filterSyntax =
    options.filterSyntax ?? (filters.length ? `[${filters.map((filter) => `/${filter}`).join(' ')}]` : '');
  const dictionary = [
    options.typeSyntax === '' ? '' : `/Type ${options.typeSyntax ?? '/ObjStm'}`,
    `/N 1 /First ${first}`,
    filterSyntax && `/Filter ${filterSyntax}`,
    options.extra ?? '',
    `/Length ${data.length}`,
  ].join(' ');
  return Buffer.concat([
    Buffer.from(
      [
        '%PDF-1.7',
        '%\xe2\xe3\xcf\xd3',
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>\nendobj',
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj',
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj',
        `5 0 obj\n<< ${dictionary} >>\nstream\n`,
      ].join('\n'),
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 6 >>\n%%EOF\n', 'latin1'),
  ]);
}

/** The action a viewer runs when `pdf` opens, as pdf-lib reads it: `JavaScript`, `GoTo`, or undefined. */
export async function openActionOf(pdf: Buffer): Promise<string | undefined> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const action = document.catalog.lookupMaybe(PDFName.of('OpenAction'), PDFDict);
  return action?.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText();
}
