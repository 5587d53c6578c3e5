import { deflateSync } from 'node:zlib';

/**
 * Encoders for PDF's standard filters, written from the PDF reference for tests only: the server decodes, never
 * encodes. Each fixture made with them is also read back by pdf-lib, so they are checked against a real reader.
 */
export type FilterName = 'FlateDecode' | 'ASCIIHexDecode' | 'ASCII85Decode' | 'LZWDecode' | 'RunLengthDecode';

function asciiHex(data: Buffer): Buffer {
  return Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1');
}

function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let index = 0; index < data.length; index += 4) {
    const chunk = data.subarray(index, index + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** Literal codes only, with a clear code before the table would widen codes past 9 bits: valid, if not small. */
function lzw(data: Buffer): Buffer {
  const codes = [256];
  data.forEach((byte, index) => {
    if (index > 0 && index % 200 === 0) codes.push(256);
    codes.push(byte);
  });
  codes.push(257);
  let bits = '';
  for (const code of codes) bits += code.toString(2).padStart(9, '0');
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** One literal run per byte, so the plain text does not show through as it would in longer runs. */
function runLength(data: Buffer): Buffer {
  return Buffer.concat([...[...data].map((byte) => Buffer.from([0, byte])), Buffer.from([128])]);
}

const ENCODERS: Record<FilterName, (data: Buffer) => Buffer> = {
  FlateDecode: (data) => deflateSync(data),
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
  LZWDecode: lzw,
  RunLengthDecode: runLength,
};

/** `data` encoded so that decoding with `filters` (a stream's `/Filter` array, first applied first) gives it back. */
export function encodeFor(filters: readonly FilterName[], data: Buffer): Buffer {
  return [...filters].reverse().reduce((bytes, filter) => ENCODERS[filter](bytes), data);
}
