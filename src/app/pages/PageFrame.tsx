import { Container, Paper } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the anonymous pages: one centred card with the page's content. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container component="main" id="main" maxWidth="sm" sx={{ py: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {children}
      </Paper>
    </Container>
  );
}
