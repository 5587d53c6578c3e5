import { Typography } from '@mui/material';
import { Fragment } from 'react';

/**
 * Shows a content file written in the small Markdown subset the terms use (`#` and `##` headings, paragraphs),
 * as React elements: the text is never parsed as HTML, so an edited file cannot inject markup. With `omitTitle`,
 * a leading `#` title is left out, for a page that already shows the text under a heading of its own.
 */
export function MarkdownText({ text, omitTitle = false }: { text: string; omitTitle?: boolean }) {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  const shown = omitTitle && blocks[0]?.startsWith('# ') ? blocks.slice(1) : blocks;
  return (
    <>
      {shown.map((block, index) => (
        <Fragment key={index}>
          {block.startsWith('## ') ? (
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mt: 1 }}>
              {block.slice(3)}
            </Typography>
          ) : block.startsWith('# ') ? (
            <Typography variant="h6" component="h3">
              {block.slice(2)}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {block}
            </Typography>
          )}
        </Fragment>
      ))}
    </>
  );
}
