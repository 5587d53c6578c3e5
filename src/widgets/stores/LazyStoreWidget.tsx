import { Box } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

/** MUI's Autocomplete and the store choice load with the first form that shows one, not with every page. */
const StoreWidget = lazy(() => import('./StoreWidget.tsx'));

/** The `store` widget of the UI schemas: the store choice, loaded when first shown (a placeholder till then). */
export function LazyStoreWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 56 }} />}>
      <StoreWidget {...props} />
    </Suspense>
  );
}
