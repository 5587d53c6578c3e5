import type { CheckboxItem, ChoiceItem, PaperItem, SignatureItem, TextItem } from './paper-items.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, type PdfWriter, type TextStyle } from './pdf-writer.ts';

const GUTTER = 16;
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2;
const BOX_HEIGHT = 16;
const BOX = 9;
const ROW_GAP = 6;
const LABEL: TextStyle = { size: 7.5, color: MUTED };
const HELP: TextStyle = { size: 6.5, color: MUTED };
const OPTION: TextStyle = { size: 8 };
const OPTION_NOTE: TextStyle = { size: 7, color: MUTED };

const leading = (style: TextStyle) => style.size * 1.25;
const labelOf = (item: { label: string; required: boolean }) => (item.required ? `${item.label} *` : item.label);

type Cell = TextItem | CheckboxItem;

function textLabel(item: TextItem): string {
  return item.hint ? `${labelOf(item)} (${item.hint})` : labelOf(item);
}

/** The height a cell needs: its label's lines, the box, and the help's lines. */
function cellHeight(w: PdfWriter, item: Cell): number {
  if (item.kind === 'checkbox')
    return w.wrap(labelOf(item), OPTION, COLUMN - BOX - 5).length * leading(OPTION) + ROW_GAP;
  const label = w.wrap(textLabel(item), LABEL, COLUMN).length * leading(LABEL);
  const help = item.help ? w.wrap(item.help, HELP, COLUMN).length * leading(HELP) + 1 : 0;
  return label + 2 + BOX_HEIGHT + help + ROW_GAP + 2;
}

/** A label over a fillable box, with the field's help below. */
function drawTextCell(w: PdfWriter, item: TextItem, x: number): void {
  let y = w.y;
  y -= w.lines(w.wrap(textLabel(item), LABEL, COLUMN), x, y - LABEL.size, LABEL, leading(LABEL));
  w.textBox(item.name, labelOf(item), x, y - 2 - BOX_HEIGHT, COLUMN, BOX_HEIGHT);
  y -= 2 + BOX_HEIGHT + 1;
  if (item.help) w.lines(w.wrap(item.help, HELP, COLUMN), x, y - HELP.size, HELP, leading(HELP));
}

/** A box to tick and its label; next to text boxes it lines up with them. */
function drawCheckboxCell(w: PdfWriter, item: CheckboxItem, x: number, besideText: boolean): void {
  const top = besideText ? w.y - leading(LABEL) - 2 - (BOX_HEIGHT - BOX) / 2 : w.y;
  w.checkBox(item.name, labelOf(item), x, top - BOX);
  w.lines(w.wrap(labelOf(item), OPTION, COLUMN - BOX - 5), x + BOX + 5, top - 7.5, OPTION, leading(OPTION));
}

/** Up to two cells side by side; a box to tick beside a text box sits level with the box, below the labels. */
function drawRow(w: PdfWriter, cells: readonly Cell[]): void {
  const besideText = cells.some((cell) => cell.kind === 'text');
  const height = Math.max(
    ...cells.map((cell) => cellHeight(w, cell) + (besideText && cell.kind === 'checkbox' ? leading(LABEL) + 4 : 0)),
  );
  w.ensure(height);
  cells.forEach((cell, index) => {
    const x = MARGIN.side + index * (COLUMN + GUTTER);
    if (cell.kind === 'text') drawTextCell(w, cell, x);
    else drawCheckboxCell(w, cell, x, besideText);
  });
  w.y -= height;
}

/** Where a choice's box goes, relative to the top of its options, and the lines of its description. */
interface Placement {
  x: number;
  dy: number;
  note: string[];
}

/**
 * Where each box of a choice goes and the height they take: side by side, wrapping at the margin, or one per line
 * when the values have descriptions to print under them.
 */
function placeOptions(w: PdfWriter, item: ChoiceItem): { placements: Placement[]; height: number } {
  const width = CONTENT_WIDTH - BOX - 5;
  const stacked = item.options.some((option) => option.description);
  const placements: Placement[] = [];
  let x = 0;
  let dy = 0;
  for (const option of item.options) {
    const label = w.widthOf(option.label, OPTION);
    if (stacked) {
      const note = option.description ? w.wrap(option.description, OPTION_NOTE, width) : [];
      placements.push({ x: 0, dy, note });
      dy += leading(OPTION) + note.length * leading(OPTION_NOTE) + 3;
      continue;
    }
    if (x > 0 && x + BOX + 5 + label > CONTENT_WIDTH) {
      x = 0;
      dy += leading(OPTION) + 3;
    }
    placements.push({ x, dy, note: [] });
    x += BOX + 5 + label + 14;
  }
  const height = stacked ? dy : dy + leading(OPTION) + 3;
  return { placements, height };
}

/** A choice: its label, one box per value (with the value's description, if any), and a line for "other". */
function drawChoice(w: PdfWriter, item: ChoiceItem): void {
  const label = w.wrap(labelOf(item), LABEL, CONTENT_WIDTH);
  const help = item.help ? w.wrap(item.help, HELP, CONTENT_WIDTH) : [];
  const { placements, height } = placeOptions(w, item);
  const other = item.other ? BOX_HEIGHT + 4 : 0;
  w.ensure(label.length * leading(LABEL) + help.length * leading(HELP) + height + other + ROW_GAP);
  w.y -= w.lines(label, MARGIN.side, w.y - LABEL.size, LABEL, leading(LABEL)) + 2;
  item.options.forEach((option, index) => {
    const place = placements[index];
    const x = MARGIN.side + place.x;
    const top = w.y - place.dy;
    w.checkBox(option.name, `${item.label}: ${option.label}`, x, top - BOX);
    w.text(option.label, x + BOX + 5, top - 7.5, OPTION);
    if (place.note.length)
      w.lines(place.note, x + BOX + 5, top - 7.5 - leading(OPTION), OPTION_NOTE, leading(OPTION_NOTE));
  });
  w.y -= height;
  if (item.other) {
    const caption = `${item.other.label}:`;
    const captionWidth = w.widthOf(caption, OPTION) + 6;
    w.text(caption, MARGIN.side + BOX + 5, w.y - BOX_HEIGHT + 4.5, OPTION);
    w.textBox(
      item.other.name,
      `${item.label}: ${item.other.label}`,
      MARGIN.side + BOX + 5 + captionWidth,
      w.y - BOX_HEIGHT,
      COLUMN,
      BOX_HEIGHT,
    );
    w.y -= other;
  }
  if (help.length) w.y -= w.lines(help, MARGIN.side, w.y - HELP.size, HELP, leading(HELP));
  w.y -= ROW_GAP;
}

/** A line to sign on (with a digital-signature field over it), the date beside it and the printed name below. */
function drawSignature(w: PdfWriter, item: SignatureItem): void {
  w.ensure(70);
  const line = w.y - 30;
  const right = MARGIN.side + COLUMN + GUTTER;
  w.textBox(item.date.name, item.date.label, right, line, COLUMN / 2, BOX_HEIGHT);
  w.text(item.date.label, right, line - 9, HELP);
  w.signatureField(item.name, labelOf(item), item.date.name, MARGIN.side, line, COLUMN, 28);
  w.handLine(labelOf(item), MARGIN.side, line, COLUMN);
  w.textBox(item.printedName.name, item.printedName.label, MARGIN.side, line - 40, COLUMN, BOX_HEIGHT);
  w.text(item.printedName.label, MARGIN.side, line - 49, HELP);
  w.y = line - 49 - ROW_GAP - 8;
}

/**
 * Lays out paper items from the cursor down: text boxes and single boxes two to a row, choices and notes across
 * the page, groups under their own heading.
 */
export function layoutItems(w: PdfWriter, items: readonly PaperItem[]): void {
  let row: Cell[] = [];
  const flush = () => {
    if (row.length) drawRow(w, row);
    row = [];
  };
  for (const item of items) {
    if (item.kind === 'text' || item.kind === 'checkbox') {
      row.push(item);
      if (row.length === 2) flush();
      continue;
    }
    flush();
    if (item.kind === 'group') {
      w.subheading(item.label);
      layoutItems(w, item.items);
    } else if (item.kind === 'choice') {
      drawChoice(w, item);
    } else if (item.kind === 'signature') {
      drawSignature(w, item);
    } else {
      w.paragraph(item.text, HELP, { after: ROW_GAP });
    }
  }
  flush();
}
