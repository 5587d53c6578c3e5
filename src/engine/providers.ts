/**
 * The engine's light public entry: the page-wide providers and their hooks (toasts, the loading indicator, the
 * unsaved-changes guard). The first page and the widgets import these from here rather than from `index.ts`, so
 * they do not load the wizard's manifest and the form engine with them.
 */
export { SnackbarProvider, useSnackbar } from './toasts.tsx';
export { LoadingProvider, useLoading } from './loading.tsx';
export { UnsavedChangesProvider } from './unsaved-changes.tsx';
export { useValueBeside } from './form-data.tsx';
