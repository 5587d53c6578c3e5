import { createTheme } from '@mui/material';
import { brand } from './brand.ts';

/** The supplier's colours on MUI's defaults. */
export const theme = createTheme({
  palette: { primary: { main: brand.colors.primary }, secondary: { main: brand.colors.secondary } },
});
