import { inflateSync } from 'node:zlib';

/** An 8-bit grey image: `pixels[y * width + x]`, 0 black to 255 white. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [dl, du, dul] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
}

/** Channels per pixel of the PNG colour types read here: greyscale and RGB. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3 };

/**
 * Decodes the PNGs `pdftoppm -png` writes (8-bit greyscale or RGB, not interlaced; PNG specification, sections
 * 7 and 9) into grey levels. Anything else is refused rather than misread.
 */
export function decodeGrayPng(png: Buffer): GrayImage {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = CHANNELS[body[9]] ?? 0;
      if (body[8] !== 8 || !channels || body[12] !== 0)
        throw new Error('only 8-bit, non-interlaced greyscale or RGB PNGs are read here');
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const bytes = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const left = x >= channels ? bytes[y * stride + x - channels] : 0;
      const up = y > 0 ? bytes[(y - 1) * stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? bytes[(y - 1) * stride + x - channels] : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predicted === undefined) throw new Error(`unknown PNG filter ${filter}`);
      bytes[y * stride + x] = (value + predicted) & 255;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index++) {
    const at = index * channels;
    // ITU-R BT.601 luma, as greyscale conversions usually weigh red, green and blue.
    pixels[index] =
      channels === 1 ? bytes[at] : Math.round(0.299 * bytes[at] + 0.587 * bytes[at + 1] + 0.114 * bytes[at + 2]);
  }
  return { width, height, pixels };
}

/** The image averaged over `block`×`block` squares: what remains when anti-aliasing noise is blurred away. */
export function downscale(image: GrayImage, block: number): GrayImage {
  const width = Math.floor(image.width / block);
  const height = Math.floor(image.height / block);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < block; dy++)
        for (let dx = 0; dx < block; dx++) sum += image.pixels[(y * block + dy) * image.width + x * block + dx];
      pixels[y * width + x] = Math.round(sum / (block * block));
    }
  }
  return { width, height, pixels };
}

/** How far two images of the same size are apart: the largest and the mean difference of a pixel's grey level. */
export function difference(a: GrayImage, b: GrayImage): { max: number; mean: number } {
  if (a.width !== b.width || a.height !== b.height) return { max: 255, mean: 255 };
  let max = 0;
  let sum = 0;
  for (let index = 0; index < a.pixels.length; index++) {
    const delta = Math.abs(a.pixels[index] - b.pixels[index]);
    max = Math.max(max, delta);
    sum += delta;
  }
  return { max, mean: sum / a.pixels.length };
}
