/** The page's few styles, kept on one line of the page as before. */
const STYLE = [
  'body{font:14px/1.4 system-ui,sans-serif;margin:2rem}',
  'table{border-collapse:collapse;margin:1rem 0}',
  'th,td{border:1px solid #ccc;padding:4px 6px;vertical-align:top;text-align:left}',
  'th{background:#f3f3f3}',
  'code{font-size:12px}',
].join('');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (text: string) =>
  escape(text)
    .replace(/&lt;br&gt;/g, '<br>')
    .replace(/`([^`]+)`/g, '<code>$1</code>');

/**
 * The catalogue's Markdown as a standalone HTML page, for readers without a Markdown viewer. It understands the
 * few constructs the catalogue uses: headings, paragraphs, bullet lists and tables.
 */
export function toHtml(markdown: string): string {
  const body: string[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.startsWith('## ')) body.push(`<h2>${inline(line.slice(3))}</h2>`);
    else if (line.startsWith('# ')) body.push(`<h1>${inline(line.slice(2))}</h1>`);
    else if (line.startsWith('- ')) body.push(`<ul><li>${inline(line.slice(2))}</li></ul>`);
    else if (line.startsWith('| ')) {
      const rows: string[][] = [];
      for (; index < lines.length && lines[index].startsWith('| '); index++) {
        rows.push(
          lines[index]
            .slice(2, -2)
            .split(/(?<!\\) \| /)
            .map((value) => value.replace(/\\\|/g, '|')),
        );
      }
      index--;
      const [header, , ...data] = rows;
      body.push(
        `<table><thead><tr>${header.map((value) => `<th>${inline(value)}</th>`).join('')}</tr></thead><tbody>${data
          .map((row) => `<tr>${row.map((value) => `<td>${inline(value)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
    } else if (line.trim()) body.push(`<p>${inline(line)}</p>`);
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Field catalogue</title>
<style>${STYLE}</style>
</head><body>
${body.join('\n').replace(/<\/ul>\n<ul>/g, '\n')}
</body></html>
`;
}
