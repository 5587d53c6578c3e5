import { lazy, Suspense, type ComponentProps } from 'react';

/** The real renderer, fetched the first time a form shows Markdown. */
const RealMarkdown = lazy(() => import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })));

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

/**
 * Stands in for `markdown-to-jsx`'s `Markdown` inside RJSF (see scripts/vite-plugin-lazy-modules.ts). RJSF imports
 * the parser up front, about 30 KB gzip, but renders it only where a UI schema turns Markdown on
 * (`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`), which our forms do not: every page would pay for a
 * parser it never runs. Until the parser arrives the text shows as it is, so nothing jumps and no outer Suspense
 * boundary takes over.
 */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={props.children}>
      <RealMarkdown {...props} />
    </Suspense>
  );
}
