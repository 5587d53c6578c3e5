import { Typography } from '@mui/material';
import { Fragment } from 'react';

/** The heading levels a text's `#` title can take: its `##` sections go one below, down to `h6`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

const headingTag = (level: number) => `h${Math.min(level, 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * Shows a content file written in the small Markdown subset the terms use (`#` and `##` headings, paragraphs),
 * as React elements: the text is never parsed as HTML, so an edited file cannot inject markup. With `omitTitle`,
 * a leading `#` title is left out, for a page that already shows the text under a heading of its own.
 *
 * `level` is the level of a `#` heading, and `##` goes one below it, so that the text's headings continue the page's
 * outline where the text sits instead of skipping levels (a screen reader lists them by level). It looks the same
 * at any level.
 */
export function MarkdownText({
  text,
  omitTitle = false,
  level = 2,
}: {
  text: string;
  omitTitle?: boolean;
  level?: HeadingLevel;
}) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const shown = omitTitle && blocks[0]?.startsWith('# ') ? blocks.slice(1) : blocks;
  return (
    <>
      {shown.map((block, index) => (
        <Fragment key={index}>
          {block.startsWith('## ') ? (
            <Typography variant="subtitle1" component={headingTag(level + 1)} sx={{ fontWeight: 700, mt: 1 }}>
              {block.slice(3)}
            </Typography>
          ) : block.startsWith('# ') ? (
            <Typography variant="h6" component={headingTag(level)}>
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
