/** Grey shapes of the portfolio while it loads, announced once as loading. */
export function PortfolioSkeleton() {
  const block = 'animate-pulse rounded-card bg-surface-2';
  return (
    <div data-testid="portfolio-skeleton" aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your portfolio…
      </p>
      <div aria-hidden className={`${block} h-48`} />
      <div aria-hidden className={`${block} h-56`} />
      <div aria-hidden className="grid gap-6 lg:grid-cols-2">
        <div className={`${block} h-40`} />
        <div className={`${block} h-40`} />
      </div>
    </div>
  );
}
