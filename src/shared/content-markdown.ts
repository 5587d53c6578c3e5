/** A block of a content document: its title, a heading inside it, a paragraph or a bulleted item. */
export type ContentBlock = { kind: 'title' | 'heading' | 'paragraph' | 'bullet'; text: string };

/**
 * Reads a content document an analyst writes in plain text with a little Markdown: `# ` starts the title, `## `
 * (or deeper) a heading, `- ` a bulleted item, a blank line ends a paragraph, and lines of one paragraph are
 * joined. `{name}` placeholders are filled from `values` (`{supplier}`) once the document is read, so a value is
 * always text inside its block: a company named `# Approved` or `- Paid` never becomes a heading or an item.
 * Nothing else is interpreted, so the same file reads the same on screen (widgets/MarkdownText.tsx), in an email and
 * on paper (server/pdf), which all walk these blocks. A Markdown library would read more than the subset, and its
 * bytes would reach the browser.
 */
export function parseContentDocument(source: string, values: Record<string, string> = {}): ContentBlock[] {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder).trim();
  // A line of a placeholder alone whose value is empty reads as no line, as when it was filled before.
  return parseBlocks(source)
    .map((block) => ({ ...block, text: fill(block.text) }))
    .filter((block) => block.text !== '');
}

/** The blocks of a document as the analyst wrote it, placeholders still in. */
function parseBlocks(source: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let open: ContentBlock | undefined;
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (!line) {
      open = undefined;
    } else if (heading) {
      blocks.push({ kind: heading[1].length === 1 ? 'title' : 'heading', text: heading[2].trim() });
      open = undefined;
    } else if (line.startsWith('- ')) {
      open = { kind: 'bullet', text: line.slice(2).trim() };
      blocks.push(open);
    } else if (open) {
      open.text += ` ${line}`;
    } else {
      open = { kind: 'paragraph', text: line };
      blocks.push(open);
    }
  }
  return blocks;
}
