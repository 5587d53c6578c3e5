import type { CssVarsProvider as RealCssVarsProvider } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import { lazyComponent } from './lazy-component.tsx';

/**
 * Stands in for MUI's `CssVarsProvider` (see scripts/vite-plugin-lazy-modules.ts). MUI's `ThemeProvider` imports it
 * for themes made with `cssVariables` or `colorSchemes`; ours (src/app/theme.ts) has neither, so it is never
 * rendered and the page should not load it.
 */
export const CssVarsProvider = lazyComponent<ComponentProps<typeof RealCssVarsProvider>>(() =>
  import('@mui/material/styles').then((module) => ({ default: module.CssVarsProvider })),
);
