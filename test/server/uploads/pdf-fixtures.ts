import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

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
