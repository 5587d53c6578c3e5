import { Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../use-document-title.ts';

/** The frame of the console's pages before login: one card under the page's heading (a locale key). */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container component="main" id="main" maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(title)}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
