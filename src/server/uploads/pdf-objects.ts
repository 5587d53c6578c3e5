/**
 * Just enough of PDF's object syntax to read a stream's dictionary exactly as a viewer does (names with `#xx`
 * escapes decoded, strings and comments skipped whole), so no text hidden in a string or a comment can make the
 * dictionary read as something other than what a viewer reads.
 */

/** A reference to another object (`12 0 R`): its value is elsewhere, so nothing is known about it here. */
export interface PdfRef {
  ref: string;
}
/** A name, with its `#xx` escapes decoded. */
interface PdfName {
  name: string;
}
export type PdfValue = PdfName | PdfRef | number | boolean | null | string | PdfValue[] | PdfDict;
export interface PdfDict {
  dict: Map<string, PdfValue>;
}

/** Thrown when the syntax is not PDF's: the file is then refused, since a viewer might read it some other way. */
export class PdfSyntaxError extends Error {}

/** Nesting deeper than this is no certificate's; refusing it keeps the parser's stack small. */
const MAX_DEPTH = 64;
const DELIMITERS = '()<>[]{}/%';

/** Decodes a name's `#xx` escapes: `/J#61vaScript` is `/JavaScript` to every viewer. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const isWhite = (char: string) =>
  char === ' ' || char === '\n' || char === '\r' || char === '\t' || char === '\f' || char === '\0';
const isRegular = (char: string | undefined) => char !== undefined && !isWhite(char) && !DELIMITERS.includes(char);

/** Reads one value of `text` from `position`; `end` is where reading stopped. */
export class PdfObjectReader {
  position: number;
  constructor(
    private readonly text: string,
    position: number,
  ) {
    this.position = position;
  }

  /** Moves past white space and comments. */
  skipSpace(): void {
    const { text } = this;
    while (this.position < text.length) {
      const char = text[this.position];
      if (isWhite(char)) this.position++;
      else if (char === '%') {
        while (this.position < text.length && text[this.position] !== '\n' && text[this.position] !== '\r')
          this.position++;
      } else return;
    }
  }

  private regular(): string {
    const start = this.position;
    while (isRegular(this.text[this.position])) this.position++;
    return this.text.slice(start, this.position);
  }

  private literalString(): string {
    let depth = 1;
    const start = ++this.position;
    while (this.position < this.text.length) {
      const char = this.text[this.position++];
      if (char === '\\') this.position++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) return this.text.slice(start, this.position - 1);
    }
    throw new PdfSyntaxError('unterminated string');
  }

  private numberOrRef(token: string): number | PdfRef {
    const value = Number(token);
    if (!Number.isFinite(value)) throw new PdfSyntaxError(`unexpected ${token.slice(0, 20)}`);
    if (!/^\d+$/.test(token)) return value;
    const saved = this.position;
    this.skipSpace();
    const generation = this.regular();
    this.skipSpace();
    if (/^\d+$/.test(generation) && this.text[this.position] === 'R' && !isRegular(this.text[this.position + 1])) {
      this.position++;
      return { ref: `${token} ${generation}` };
    }
    this.position = saved;
    return value;
  }

  /** The value at the current position. */
  read(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('nested too deeply');
    this.skipSpace();
    const { text } = this;
    const char = text[this.position];
    if (char === undefined) throw new PdfSyntaxError('unexpected end');
    if (text.startsWith('<<', this.position)) return this.dictionary(depth);
    if (char === '[') {
      this.position++;
      const items: PdfValue[] = [];
      for (this.skipSpace(); text[this.position] !== ']'; this.skipSpace()) items.push(this.read(depth + 1));
      this.position++;
      return items;
    }
    if (char === '(') return this.literalString();
    if (char === '<') {
      const end = text.indexOf('>', this.position);
      if (end === -1) throw new PdfSyntaxError('unterminated hex string');
      const hex = text.slice(this.position + 1, end);
      this.position = end + 1;
      return hex;
    }
    if (char === '/') {
      this.position++;
      return { name: decodeName(this.regular()) };
    }
    const token = this.regular();
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (!token) throw new PdfSyntaxError(`unexpected ${char}`);
    return this.numberOrRef(token);
  }

  private dictionary(depth: number): PdfDict {
    this.position += 2;
    const dict = new Map<string, PdfValue>();
    for (this.skipSpace(); !this.text.startsWith('>>', this.position); this.skipSpace()) {
      const key = this.read(depth + 1);
      if (typeof key !== 'object' || key === null || !('name' in key)) throw new PdfSyntaxError('key is not a name');
      dict.set(key.name, this.read(depth + 1));
    }
    this.position += 2;
    return { dict };
  }

  /** Whether the keyword `word` (`stream`, `endobj`) is next, after space; moves past it when it is. */
  keyword(word: string): boolean {
    this.skipSpace();
    if (!this.text.startsWith(word, this.position) || isRegular(this.text[this.position + word.length])) return false;
    this.position += word.length;
    return true;
  }
}

/** Whether `value` is a dictionary. */
export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === 'object' && value !== null && 'dict' in value;

/** The name `value` is, or undefined for anything else. */
export const nameOf = (value: PdfValue | undefined): string | undefined =>
  typeof value === 'object' && value !== null && 'name' in value ? value.name : undefined;
