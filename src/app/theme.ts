import { createTheme } from '@mui/material';
import { brand } from './brand.ts';

const base = createTheme({
  palette: { primary: { main: brand.colors.primary }, secondary: { main: brand.colors.secondary } },
});

/**
 * The supplier's colours on MUI's defaults. The engine's toasts (notistack) come in notistack's own colours, whose
 * success, warning and info backgrounds fail WCAG AA contrast with their white text: they take the theme's darker
 * shades instead (warning keeps its orange and reads in dark text).
 */
export const theme = createTheme(base, {
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '.notistack-MuiContent.notistack-MuiContent-success': { backgroundColor: base.palette.success.dark },
        '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: base.palette.info.dark },
        '.notistack-MuiContent.notistack-MuiContent-warning': { color: base.palette.text.primary },
      },
    },
  },
});
