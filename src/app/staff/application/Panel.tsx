import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled part of the application's screen (a locale key as its heading), a region named after it. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-label={t(title)} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t(title)}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs as a definition list; pairs without a value are left out. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(9rem, 1fr) 2fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
