import { Box, Typography } from '@mui/material';
import { parseContentDocument, type ContentBlock } from '../shared/content-markdown.ts';

/** The heading levels a text's `#` title can take: its `##` sections go one below, down to `h6`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

const headingTag = (level: number) => `h${Math.min(level, 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The blocks in runs: a run of bulleted items makes one list, every other block stands alone. */
function runsOf(blocks: ContentBlock[]): ContentBlock[][] {
  const runs: ContentBlock[][] = [];
  for (const block of blocks) {
    const last = runs[runs.length - 1];
    if (block.kind === 'bullet' && last?.[0].kind === 'bullet') last.push(block);
    else runs.push([block]);
  }
  return runs;
}

function Block({ block, level }: { block: ContentBlock; level: number }) {
  if (block.kind === 'heading')
    return (
      <Typography variant="subtitle1" component={headingTag(level + 1)} sx={{ fontWeight: 700, mt: 1 }}>
        {block.text}
      </Typography>
    );
  if (block.kind === 'title')
    return (
      <Typography variant="h6" component={headingTag(level)}>
        {block.text}
      </Typography>
    );
  return (
    <Typography variant="body2" component={block.kind === 'bullet' ? 'li' : 'p'} sx={{ mb: 1 }}>
      {block.text}
    </Typography>
  );
}

/**
 * Shows a content file written in the small Markdown subset of the content documents (shared/content-markdown.ts,
 * which the PDF reads too), as React elements: the text is never parsed as HTML, so an edited file cannot inject
 * markup. With `omitTitle`, a leading `#` title is left out, for a page that already shows the text under a
 * heading of its own.
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
  const blocks = parseContentDocument(text);
  const shown = omitTitle && blocks[0]?.kind === 'title' ? blocks.slice(1) : blocks;
  return (
    <>
      {runsOf(shown).map((run, index) =>
        run[0].kind === 'bullet' ? (
          <Box component="ul" key={index} sx={{ my: 0, pl: 3 }}>
            {run.map((block, item) => (
              <Block key={item} block={block} level={level} />
            ))}
          </Box>
        ) : (
          <Block key={index} block={run[0]} level={level} />
        ),
      )}
    </>
  );
}
