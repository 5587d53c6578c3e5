import { inflateSync } from 'node:zlib';

/** Why a file is not accepted as a tax-exemption form. */
export type PdfRefusal = 'NOT_PDF' | 'ACTIVE_CONTENT';

/**
 * PDF names that make a viewer run something: scripts (`/JavaScript`, `/JS`) and launching other programs
 * (`/Launch`). A certificate needs none of them, so a file that has one is refused rather than cleaned.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** Object streams are unpacked up to this much in all: a small file cannot unpack into gigabytes here. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Viewers look for the end marker in the last kilobyte. */
const TAIL_BYTES = 1024;
/** How far back from `stream` an object's dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;

/** Whether PDF syntax names an active name (`/JS`, also spelt with `#xx` escapes such as `/J#61vaScript`). */
function namesActiveContent(syntax: string): boolean {
  for (const [, name] of syntax.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const decoded = name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_NAMES.has(decoded)) return true;
  }
  return false;
}

/**
 * The file's object syntax, where actions are declared: the text between its streams, and the unpacked content
 * of its compressed object streams (`/Type /ObjStm`, where a file may tuck its objects away). Other streams
 * (page content, images, fonts) hold no objects, and their binary bytes could spell `/JS` by chance, so they are
 * skipped.
 */
function objectSyntax(bytes: Buffer, text: string): string[] {
  const parts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  let from = 0;
  for (const match of text.matchAll(/>>\s*stream\r?\n/g)) {
    if (match.index < from) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    parts.push(text.slice(from, start));
    from = end;
    const head = text.slice(Math.max(0, match.index - DICTIONARY_WINDOW), match.index);
    const dictionary = head.slice(head.lastIndexOf(' obj') + 1);
    if (!/\/Type\s*\/ObjStm/.test(dictionary) || !dictionary.includes('/FlateDecode') || budget <= 0) continue;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      parts.push(inflated.toString('latin1'));
    } catch {
      // An object stream that does not unpack (damaged, or over the budget) holds nothing a viewer would run either.
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * Checks by content that `bytes` is a PDF a credit department can safely open: it starts with the `%PDF-1.x` or
 * `%PDF-2.x` header, has objects and the end-of-file marker of a PDF, and names no script or launch action, in its
 * plain objects or inside its compressed object streams. Answers why it is refused, or null when it is accepted.
 */
export function checkPdf(bytes: Buffer): PdfRefusal | null {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return 'NOT_PDF';
  if (!text.slice(-TAIL_BYTES).includes('%%EOF') || !/\d+\s+\d+\s+obj\b/.test(text)) return 'NOT_PDF';
  return objectSyntax(bytes, text).some(namesActiveContent) ? 'ACTIVE_CONTENT' : null;
}
