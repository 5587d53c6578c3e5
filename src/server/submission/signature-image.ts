/** A signature is a PNG of at most 200 KB. */
const MAX_SIGNATURE_BYTES = 200 * 1024;
/**
 * The largest signature image, by its header: a pad as wide as a 4K screen at 3× pixel density is narrower. The
 * pixel count matters most: decoding takes 4 bytes a pixel, so a 12 KB file declaring 10000×10000 would unpack to
 * 400 MB. These are checked on the header before any decoding.
 */
const MAX_SIGNATURE_WIDTH = 4096;
const MAX_SIGNATURE_HEIGHT = 2048;
const MAX_SIGNATURE_PIXELS = 3_000_000;

const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The header chunk's place and size: 8 bytes of magic, then IHDR's length, type and 13 bytes of data. */
const IHDR_LENGTH = 13;
const IHDR_END = PNG_MAGIC.length + 8 + IHDR_LENGTH;
/** Bit depths PNG allows for each colour type (PNG specification, table 11.1). */
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export type SignatureProblem = 'notPng' | 'tooLarge' | 'damaged';

/** What a PNG's header declares, or why the header is refused. */
export function pngHeader(png: Buffer): { width: number; height: number } | { problem: SignatureProblem } {
  if (png.length < IHDR_END + 4 || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { problem: 'notPng' };
  if (png.readUInt32BE(8) !== IHDR_LENGTH || png.toString('latin1', 12, 16) !== 'IHDR') return { problem: 'damaged' };
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [bitDepth, colourType, compression, filter, interlace] = png.subarray(24, 29);
  const valid =
    width > 0 &&
    height > 0 &&
    (BIT_DEPTHS[colourType] ?? []).includes(bitDepth) &&
    compression === 0 &&
    filter === 0 &&
    interlace <= 1;
  if (!valid) return { problem: 'damaged' };
  if (width > MAX_SIGNATURE_WIDTH || height > MAX_SIGNATURE_HEIGHT || width * height > MAX_SIGNATURE_PIXELS)
    return { problem: 'tooLarge' };
  return { width, height };
}

/**
 * The PNG a signature's data URL carries, or why it is refused: the schema checks the URL's shape, this checks
 * what it decodes to (a PNG within the size limits, by its header), since the image is embedded in the signed PDF.
 * Whether its pixel data decodes is checked off the event loop afterwards (`verifyPng`).
 */
export function decodeSignature(dataUrl: string): { png: Buffer } | { problem: SignatureProblem } {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return { problem: 'notPng' };
  const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (png.length > MAX_SIGNATURE_BYTES) return { problem: 'tooLarge' };
  const header = pngHeader(png);
  return 'problem' in header ? header : { png };
}

/** The message (a locale key) of each way a signature image is refused, on the submit step and the signer's page. */
export const SIGNATURE_MESSAGES = {
  notPng: 'errors.signature',
  tooLarge: 'errors.signatureTooLarge',
  damaged: 'errors.signatureDamaged',
  unchecked: 'errors.signatureUnchecked',
} as const;
