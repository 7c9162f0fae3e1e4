import { useEffect, useRef } from 'react';
import { Alert } from '../ui/alert';

/**
 * A form's general error. It is announced (role=alert) and, when `focusKey` changes to a new value (a new
 * failed request), it also takes keyboard focus, since the submit button was disabled under the user's focus.
 */
export function FormErrorBanner({
  id,
  message,
  focusKey,
}: {
  id?: string;
  message: string | null | undefined;
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  if (!message) return null;
  return (
    <div ref={ref} id={id} tabIndex={-1} className="rounded-lg">
      <Alert tone="error">{message}</Alert>
    </div>
  );
}

/** A failed request's banner: `text` says what went wrong, and each new failure takes focus. */
export function RequestErrorBanner({ error, text }: { error: unknown; text: (error: unknown) => string }) {
  return <FormErrorBanner message={error ? text(error) : null} focusKey={error} />;
}
