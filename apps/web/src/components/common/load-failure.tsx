import { RotateCw } from 'lucide-react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { loadErrorText } from '../../lib/error-text';

/** A failed read: what went wrong and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        Try again
      </Button>
    </Alert>
  );
}

/** A query's failed read: the text its error code has (else `fallback`), and 'Try again' refetches it. */
export function QueryFailure({
  query,
  fallback,
}: {
  query: { error: unknown; refetch: () => unknown };
  fallback: string;
}) {
  return <LoadFailure message={loadErrorText(query.error, fallback)} onRetry={() => void query.refetch()} />;
}
