import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SummaryGroup, SummaryItem, SummaryRow } from './summary.ts';

interface ReviewSectionProps {
  title: string;
  items: SummaryItem[];
  /** Opens the step to change it; without it (the credit department's console) the section is only read. */
  onEdit?(): void;
}

function Rows({ rows }: { rows: SummaryRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, 1fr) 2fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mt: 1,
      }}
    >
      {rows.map((row, index) => (
        <Box key={`${row.label}-${index}`} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Items in the form's order: runs of rows as one definition list, groups as titled subsections. */
function Items({ items, level }: { items: SummaryItem[]; level: number }) {
  const runs: Array<SummaryRow[] | SummaryGroup> = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (!('label' in item)) runs.push(item);
    else if (Array.isArray(last)) last.push(item);
    else runs.push([item]);
  }
  return (
    <>
      {runs.map((run, index) =>
        Array.isArray(run) ? (
          <Rows key={index} rows={run} />
        ) : (
          <Box key={index} component="section" aria-label={run.title} sx={{ mt: 2, pl: level > 3 ? 2 : 0 }}>
            <Typography variant={level > 3 ? 'subtitle1' : 'h6'} component={`h${Math.min(level, 6)}` as 'h3'}>
              {run.title}
            </Typography>
            <Items items={run.items} level={level + 1} />
          </Box>
        ),
      )}
    </>
  );
}

/** One step's data, read-only, under the step's title, with a button that opens the step to change it if given. */
export function ReviewSection({ title, items, onEdit }: ReviewSectionProps) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {onEdit && (
          <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={t('review.edit', { section: title })}>
            {t('review.editShort')}
          </Button>
        )}
      </Box>
      <Items items={items} level={3} />
    </Paper>
  );
}
