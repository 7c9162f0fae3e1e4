/** A thin rule with 'or' between the password form and the Google button. Decorative for screen readers. */
export function OrDivider() {
  return (
    <div aria-hidden className="flex items-center gap-3 text-xs font-medium text-muted uppercase">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
