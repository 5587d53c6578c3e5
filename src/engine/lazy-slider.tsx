import type { SliderProps } from '@mui/material/Slider';
import { lazy, Suspense } from 'react';

/** The real slider, fetched the first time a form shows one. */
const RealSlider = lazy(() => import('@mui/material/Slider'));

/**
 * Stands in for MUI's `Slider` (see scripts/vite-plugin-lazy-modules.ts): RJSF's MUI theme imports it for its
 * range widget (`"ui:widget": "range"`), which none of our forms uses, so no page should pay for it up front.
 */
export default function Slider(props: SliderProps) {
  return (
    <Suspense fallback={null}>
      <RealSlider {...props} />
    </Suspense>
  );
}
