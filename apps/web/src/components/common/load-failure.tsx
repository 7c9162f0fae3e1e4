import { RotateCw } from 'lucide-react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

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
