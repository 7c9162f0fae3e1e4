import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/markdown/render-markdown';
import { cn } from '../ui/cn';

/**
 * Markdown rendered and sanitised (lib/markdown). Loaded only through RichText, in a chunk of its own with
 * markdown-it, highlight.js, KaTeX and DOMPurify, so no page's first load carries them.
 */
export function RenderedMarkdown({ source, className }: { source: string; className?: string | undefined }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // The HTML comes from renderMarkdown, which sanitises everything it returns.
  return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
