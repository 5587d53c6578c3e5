import { crc32, deflateSync } from 'node:zlib';

const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the checksum over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** An RGBA header chunk declaring `width`×`height`. */
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = 6;
  return pngChunk('IHDR', data);
}

/** A whole, transparent RGBA PNG of `width`×`height`, as a signature pad writes one. */
export function blankPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 4));
  return Buffer.concat([
    MAGIC,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Crafted PNGs that decoders choke on: each declares a plausible or a huge image over data that is not it. */
export const HOSTILE_PNGS: Record<string, () => Buffer> = {
  /** 12 KB declaring 10000×10000 pixels: 400 MB once decoded. */
  'a 12 KB file declaring 10000x10000': () =>
    Buffer.concat([MAGIC, ihdr(10_000, 10_000), pngChunk('IDAT', deflateSync(Buffer.alloc(12_000_000)))]),
  'garbage after a valid header': () => Buffer.concat([MAGIC, ihdr(300, 100), Buffer.alloc(3000, 7)]),
  'image data that is not zlib': () =>
    Buffer.concat([MAGIC, ihdr(300, 100), pngChunk('IDAT', Buffer.alloc(3000, 7)), pngChunk('IEND', Buffer.alloc(0))]),
  'image data cut short': () => blankPng(300, 100).subarray(0, 60),
  'less image data than the header declares': () =>
    Buffer.concat([
      MAGIC,
      ihdr(300, 100),
      pngChunk('IDAT', deflateSync(Buffer.alloc(50))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  'a wrong checksum': () => {
    const png = blankPng(300, 100);
    png[png.length - 20] ^= 0xff;
    return png;
  },
  'an unknown row filter': () => {
    const rows = Buffer.alloc(100 * (1 + 300 * 4));
    rows[0] = 9;
    return Buffer.concat([
      MAGIC,
      ihdr(300, 100),
      pngChunk('IDAT', deflateSync(rows)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  },
};

/** `png` as the signature pad sends it. */
export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
