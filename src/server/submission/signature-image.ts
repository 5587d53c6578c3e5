/** CONTRACT 6: a signature is a PNG of at most 200 KB. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The PNG a signature's data URL carries, or why it is refused: the schema checks the URL's shape, this checks
 * what it decodes to (a real PNG, within the size limit), since the image is embedded in the signed PDF.
 */
export function decodeSignature(dataUrl: string): { png: Buffer } | { problem: 'notPng' | 'tooLarge' } {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return { problem: 'notPng' };
  const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (png.length > MAX_SIGNATURE_BYTES) return { problem: 'tooLarge' };
  if (png.length < PNG_MAGIC.length + 12 || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    return { problem: 'notPng' };
  return { png };
}
