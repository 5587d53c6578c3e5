import { decodeFilters, UnreadableStream, type ByteBudget, type DecodeParms } from './pdf-filters.ts';
import {
  decodeName,
  isDict,
  nameOf,
  PdfObjectReader,
  PdfSyntaxError,
  type PdfDict,
  type PdfValue,
} from './pdf-objects.ts';

/** Why a file is not accepted as a tax-exemption form. */
export type PdfRefusal = 'NOT_PDF' | 'ACTIVE_CONTENT' | 'UNINSPECTABLE';

/**
 * PDF names that make a viewer run, play, open or send something: scripts (`/JavaScript`, `/JS`, and XFA forms,
 * whose scripts live in XML this check does not read), launching programs, embedded files and rich media, and
 * actions that import or submit data. A certificate needs none of them, so a file with one is refused, not cleaned.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'ImportData',
  'SubmitForm',
  'GoToE',
  'XFA',
]);
/** Object streams are unpacked up to this much in all; a file that packs more is refused, not read further. */
const MAX_INSPECTED_BYTES = 8 * 1024 * 1024;
/** Viewers look for the end marker in the last kilobyte. */
const TAIL_BYTES = 1024;

/** Whether PDF syntax names an active name (`/JS`, also spelt with `#xx` escapes such as `/J#61vaScript`). */
function namesActiveContent(syntax: string): boolean {
  for (const [, name] of syntax.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) if (ACTIVE_NAMES.has(decodeName(name))) return true;
  return false;
}

/** The entries of `/Filter` or `/DecodeParms`: one value, an array, or none. */
const listOf = (value: PdfValue | undefined): PdfValue[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * Whether a stream may hold objects a viewer reads: an object stream says `/Type /ObjStm`, but some viewers go by
 * the cross-reference table alone and read any stream with `/N` and `/First` as one; a `/Type` given by reference
 * cannot be told apart either. Page content, images and fonts hold no objects and are not unpacked, since their
 * bytes could spell `/JS` by chance.
 */
function mayHoldObjects(dictionary: PdfDict): boolean {
  const type = dictionary.dict.get('Type');
  return nameOf(type) === 'ObjStm' || dictionary.dict.has('N') || dictionary.dict.has('First') || isReference(type);
}

const isReference = (value: PdfValue | undefined) => typeof value === 'object' && value !== null && 'ref' in value;

/** A stream's decoded bytes; anything in its filters that is not a direct, known value makes it unreadable. */
function decodeStream(dictionary: PdfDict, data: Buffer, budget: ByteBudget): Buffer {
  const filters = listOf(dictionary.dict.get('Filter')).map((filter) => {
    const name = nameOf(filter);
    if (name === undefined) throw new UnreadableStream('filter');
    return name;
  });
  const parms = listOf(dictionary.dict.get('DecodeParms')).map((parm): DecodeParms => {
    if (parm === null) return undefined;
    if (!isDict(parm)) throw new UnreadableStream('filter');
    return Object.fromEntries(parm.dict);
  });
  return decodeFilters(data, filters, parms, budget);
}

/** Where a stream's data ends: after `/Length` bytes when `endstream` follows there, else at the next `endstream`. */
function streamEnd(text: string, dictionary: PdfDict, start: number): number {
  const length = dictionary.dict.get('Length');
  if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
    const after = new PdfObjectReader(text, start + length);
    if (start + length <= text.length && after.keyword('endstream')) return start + length;
  }
  const end = text.indexOf('endstream', start);
  if (end === -1) throw new PdfSyntaxError('stream without end');
  return end - (text.startsWith('\r\n', end - 2) ? 2 : /[\r\n]/.test(text[end - 1]) ? 1 : 0);
}

/**
 * The file's object syntax, where actions are declared: the text outside its streams, and the unpacked content of
 * every stream that may hold objects. Objects are read one after the other as a viewer scans them.
 */
function objectSyntax(bytes: Buffer, text: string): string[] {
  const parts: string[] = [];
  const budget: ByteBudget = { left: MAX_INSPECTED_BYTES };
  const header = /\d+\s+\d+\s+obj\b/g;
  let plainFrom = 0;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const reader = new PdfObjectReader(text, match.index + match[0].length);
    const value = reader.read();
    if (!isDict(value) || !reader.keyword('stream')) {
      header.lastIndex = reader.position;
      continue;
    }
    if (text[reader.position] === '\r') reader.position++;
    if (text[reader.position] === '\n') reader.position++;
    const start = reader.position;
    const end = streamEnd(text, value, start);
    parts.push(text.slice(plainFrom, start));
    plainFrom = end;
    header.lastIndex = end;
    if (mayHoldObjects(value)) parts.push(decodeStream(value, bytes.subarray(start, end), budget).toString('latin1'));
  }
  parts.push(text.slice(plainFrom));
  return parts;
}

/**
 * Checks by content that `bytes` is a PDF a credit department can safely open: it starts with the `%PDF-1.x` or
 * `%PDF-2.x` header, has objects and the end-of-file marker of a PDF, and names no active content, in its plain
 * objects or inside its compressed object streams (every standard filter and chain of filters is decoded, within
 * `MAX_INSPECTED_BYTES`). A file whose objects cannot all be read (an unknown filter, too much packed data, damaged
 * syntax) is refused as `UNINSPECTABLE`. Answers why it is refused, or null when it is accepted.
 */
export function checkPdf(bytes: Buffer): PdfRefusal | null {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return 'NOT_PDF';
  if (!text.slice(-TAIL_BYTES).includes('%%EOF') || !/\d+\s+\d+\s+obj\b/.test(text)) return 'NOT_PDF';
  try {
    return objectSyntax(bytes, text).some(namesActiveContent) ? 'ACTIVE_CONTENT' : null;
  } catch (error) {
    if (error instanceof UnreadableStream || error instanceof PdfSyntaxError) return 'UNINSPECTABLE';
    throw error;
  }
}
