/** A block of a content document: its title, a heading inside it, a paragraph or a bulleted item. */
export type ContentBlock = { kind: 'title' | 'heading' | 'paragraph' | 'bullet'; text: string };

/**
 * Reads a content document an analyst writes in plain text with a little Markdown: `# ` starts the title, `## `
 * (or deeper) a heading, `- ` a bulleted item, a blank line ends a paragraph, and lines of one paragraph are
 * joined. `{name}` placeholders are filled from `values` (`{supplier}`). Nothing else is interpreted, so the same
 * file reads the same on screen (widgets/MarkdownText.tsx), in an email and on paper (server/pdf), which all walk
 * these blocks. A Markdown library would read more than the subset, and its bytes would reach the browser.
 */
export function parseContentDocument(source: string, values: Record<string, string> = {}): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let open: ContentBlock | undefined;
  const filled = source.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  for (const raw of filled.replace(/\r\n?/g, '\n').split('\n')) {
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
