import { constants, inflateSync } from 'node:zlib';

/** Why a stream could not be read: a filter not decoded here, more bytes than the budget, or damaged data. */
export type UnreadableReason = 'filter' | 'budget' | 'corrupt';

/** Thrown when a stream cannot be decoded; the file it belongs to is then refused rather than let through unread. */
export class UnreadableStream extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(`stream not inspectable: ${reason}`);
    this.name = 'UnreadableStream';
  }
}

/** How many decoded bytes a file's inspection may still produce, shared by all its streams and filter steps. */
export interface ByteBudget {
  left: number;
}

/** A filter's parameters (`/DecodeParms`), with names and numbers only: nothing else changes how we decode. */
export type DecodeParms = Record<string, unknown> | undefined;

/** The standard filters' abbreviations (allowed in inline images, and read by viewers everywhere). */
const ABBREVIATIONS: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
};

/** Output of a filter, grown as it is written and held to the budget as it grows. */
class Output {
  private bytes = Buffer.alloc(4096);
  private length = 0;
  constructor(private readonly budget: ByteBudget) {}
  push(byte: number): void {
    if (this.length >= this.budget.left) throw new UnreadableStream('budget');
    if (this.length === this.bytes.length) {
      const grown = Buffer.alloc(Math.min(this.bytes.length * 2, this.budget.left));
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }
  done(): Buffer {
    this.budget.left -= this.length;
    return this.bytes.subarray(0, this.length);
  }
}

const isWhite = (byte: number) => byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;

function asciiHex(data: Buffer, budget: ByteBudget): Buffer {
  const out = new Output(budget);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    if (isWhite(byte)) continue;
    const digit = parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) throw new UnreadableStream('corrupt');
    if (high < 0) high = digit;
    else {
      out.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return out.done();
}

function ascii85(data: Buffer, budget: ByteBudget): Buffer {
  const out = new Output(budget);
  const group: number[] = [];
  const flush = (count: number) => {
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    if (value > 0xffffffff) throw new UnreadableStream('corrupt');
    for (let index = 0; index < count; index++) out.push((value >>> (24 - 8 * index)) & 0xff);
  };
  const text = data.toString('latin1');
  const begin = text.startsWith('<~') ? 2 : 0;
  for (let index = begin; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x7e) break;
    if (isWhite(code)) continue;
    if (code === 0x7a && group.length === 0) {
      for (let zero = 0; zero < 4; zero++) out.push(0);
      continue;
    }
    if (code < 0x21 || code > 0x75) throw new UnreadableStream('corrupt');
    group.push(code - 0x21);
    if (group.length === 5) {
      flush(4);
      group.length = 0;
    }
  }
  if (group.length === 1) throw new UnreadableStream('corrupt');
  if (group.length > 1) {
    const count = group.length - 1;
    while (group.length < 5) group.push(84);
    flush(count);
  }
  return out.done();
}

function runLength(data: Buffer, budget: ByteBudget): Buffer {
  const out = new Output(budget);
  let index = 0;
  while (index < data.length) {
    const length = data[index++];
    if (length === 128) break;
    if (length < 128) {
      if (index + length + 1 > data.length) throw new UnreadableStream('corrupt');
      for (let copy = 0; copy <= length; copy++) out.push(data[index++]);
    } else {
      if (index >= data.length) throw new UnreadableStream('corrupt');
      for (let copy = 0; copy < 257 - length; copy++) out.push(data[index]);
      index++;
    }
  }
  return out.done();
}

/** LZW as PDF writes it: 9- to 12-bit codes, 256 clears the table, 257 ends; `EarlyChange` widens one code early. */
function lzw(data: Buffer, budget: ByteBudget, parms: DecodeParms): Buffer {
  const early = parms?.EarlyChange === 0 ? 0 : 1;
  const out = new Output(budget);
  let table: number[][] = [];
  const reset = () => (table = Array.from({ length: 258 }, (_, code) => (code < 256 ? [code] : [])));
  reset();
  let width = 9;
  let previous: number[] | undefined;
  let bits = 0;
  let bitCount = 0;
  for (const byte of data) {
    bits = ((bits << 8) | byte) & 0xffffff;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      if (code === 257) return out.done();
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      let entry: number[];
      if (code < table.length) entry = table[code];
      else if (code === table.length && previous) entry = [...previous, previous[0]];
      else throw new UnreadableStream('corrupt');
      for (const value of entry) out.push(value);
      if (previous) table.push([...previous, entry[0]]);
      previous = entry;
      if (table.length + early >= 1 << width && width < 12) width++;
      if (table.length > 4096) throw new UnreadableStream('corrupt');
    }
  }
  return out.done();
}

function flate(data: Buffer, budget: ByteBudget): Buffer {
  try {
    // A sync flush reads a stream cut short (writers often count its length one byte short) as far as it goes.
    const inflated = inflateSync(data, {
      maxOutputLength: Math.max(1, budget.left),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    if (inflated.length >= budget.left) throw new UnreadableStream('budget');
    budget.left -= inflated.length;
    return inflated;
  } catch (error) {
    if (error instanceof UnreadableStream) throw error;
    const code = (error as { code?: string }).code;
    throw new UnreadableStream(code === 'ERR_BUFFER_TOO_LARGE' ? 'budget' : 'corrupt');
  }
}

/**
 * Decodes `data` through `filters` in order (a stream's `/Filter`, one name or an array, with `/DecodeParms` beside
 * it), each filter's output held to `budget`. Every standard general-purpose filter is read, by full name or
 * abbreviation; predictors (which reorder bytes) and every other filter throw `UnreadableStream('filter')`.
 */
export function decodeFilters(
  data: Buffer,
  filters: readonly string[],
  parms: readonly DecodeParms[],
  budget: ByteBudget,
): Buffer {
  return filters.reduce((bytes, name, index) => {
    const filter = ABBREVIATIONS[name] ?? name;
    const own = parms[index];
    const predictor = own?.Predictor;
    if (predictor !== undefined && predictor !== 1) throw new UnreadableStream('filter');
    if (filter === 'FlateDecode') return flate(bytes, budget);
    if (filter === 'ASCIIHexDecode') return asciiHex(bytes, budget);
    if (filter === 'ASCII85Decode') return ascii85(bytes, budget);
    if (filter === 'LZWDecode') return lzw(bytes, budget, own);
    if (filter === 'RunLengthDecode') return runLength(bytes, budget);
    throw new UnreadableStream('filter');
  }, data);
}
