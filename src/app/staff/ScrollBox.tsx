import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls in sideways on a narrow screen: a named region that takes the keyboard focus, so
 * that it can be scrolled with the arrow keys too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableContainer>
  );
}
