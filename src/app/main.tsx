import { CssBaseline, ThemeProvider } from '@mui/material';
import { LoadingProvider, SnackbarProvider, UnsavedChangesProvider } from '../engine/providers.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { textsReady } from './i18n.ts';
import { theme } from './theme.ts';

/** Toasts close after 5 seconds, as the spec says. */
const TOAST_MS = 5000;

// Drawn once the texts of the page's language are there: a page in Spanish never flashes untranslated keys.
await textsReady;

// A transition, so that React draws the first page in slices rather than in one long task that blocks input.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider autoHideDuration={TOAST_MS} maxSnack={3}>
          <LoadingProvider>
            <UnsavedChangesProvider>
              <App />
            </UnsavedChangesProvider>
          </LoadingProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
