import { Box } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

/**
 * The signature pad and its drawing libraries (react-signature-canvas, signature_pad) are fetched when a form first
 * shows a signature field, the submit step's, rather than with every step that shares the widget table.
 */
const SignatureWidget = lazy(() =>
  import('./SignatureWidget.tsx').then((module) => ({ default: module.SignatureWidget })),
);

/** Roughly the pad's height with its label and "Clear" row, kept while it loads so that the page barely moves. */
const PLACEHOLDER_HEIGHT = 216;

/** The signature widget, loaded on first use. */
export function LazySignatureWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: PLACEHOLDER_HEIGHT }} />}>
      <SignatureWidget {...props} />
    </Suspense>
  );
}
