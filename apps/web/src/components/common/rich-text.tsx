import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { cn } from '../ui/cn';

const RenderedMarkdown = lazyComponent(() =>
  import('./rendered-markdown').then((module) => module.RenderedMarkdown),
);

/** Starts loading the renderer ahead of need, e.g. when a Preview tab is hovered or focused. */
export const preloadRichText = RenderedMarkdown.preload;

/**
 * A learner's Markdown (explanations, reviews, prompts) rendered safely: tables, task lists, highlighted code,
 * maths. Until the renderer has loaded, the text shows as written, whitespace kept.
 */
export function RichText({ source, className }: { source: string; className?: string | undefined }) {
  return (
    <Suspense
      fallback={
        <div className={cn('leading-relaxed whitespace-pre-wrap wrap-anywhere', className)}>{source}</div>
      }
    >
      <RenderedMarkdown source={source} className={className} />
    </Suspense>
  );
}
