import { crc32, inflateSync } from 'node:zlib';
import { pngHeader } from './signature-image.ts';

/** Channels per pixel of each PNG colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: where each starts and how far apart its pixels are, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Each pass's rows: how many, and how many bytes each holds after its filter byte. */
function scanlines(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number[] {
  const rowBytes = (pixels: number) => Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return Array<number>(height).fill(rowBytes(width));
  return ADAM7.flatMap(([x0, y0, dx, dy]) => {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    return columns > 0 && rows > 0 ? Array<number>(rows).fill(rowBytes(columns)) : [];
  });
}

/** The chunks of a PNG after its magic, or undefined when one is cut short or fails its checksum. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> | undefined {
  const found: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < png.length;) {
    if (offset + 12 > png.length) return undefined;
    const length = png.readUInt32BE(offset);
    const end = offset + 8 + length;
    if (end + 4 > png.length) return undefined;
    if (crc32(png.subarray(offset + 4, end)) !== png.readUInt32BE(end)) return undefined;
    found.push({ type: png.toString('latin1', offset + 4, offset + 8), data: png.subarray(offset + 8, end) });
    offset = end + 4;
  }
  return found;
}

/**
 * Whether `png` is a whole, well-formed PNG whose pixel data decodes to exactly what its header declares: every
 * chunk's checksum holds, it ends with IEND, a palette image has its palette, and its image data inflates (never
 * past the size its header allows) into rows that each start with a known filter. Decoders such as pdf-lib's loop
 * or fail on less, so only such a PNG is embedded. CPU-bound: run it in the inspection pool.
 */
export function verifyPng(png: Buffer): boolean {
  const header = pngHeader(png);
  const list = chunks(png);
  if ('problem' in header || !list || list.at(-1)?.type !== 'IEND') return false;
  const [bitDepth, colourType, , , interlace] = png.subarray(24, 29);
  const firstData = list.findIndex((chunk) => chunk.type === 'IDAT');
  if (firstData === -1 || (colourType === 3 && !list.slice(0, firstData).some((chunk) => chunk.type === 'PLTE')))
    return false;
  const data = list.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data);
  const rows = scanlines(header.width, header.height, CHANNELS[colourType] * bitDepth, interlace === 1);
  const expected = rows.reduce((sum, row) => sum + row + 1, 0);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    return false;
  }
  if (raw.length !== expected) return false;
  let at = 0;
  for (const row of rows) {
    if (raw[at] > 4) return false;
    at += row + 1;
  }
  return true;
}
