/**
 * Holds a page's place while its code or the session is on its way: at least a screen tall, so the footer
 * stays below the fold and nothing jumps when the page arrives (no layout shift).
 */
export function PageFallback({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="min-h-dvh">
      <span className="sr-only">{label}</span>
    </div>
  );
}
