import { Spinner } from '../ui/page';
import { ApiError } from '../../lib/api-client';
import { LoadFailure } from './load-failure';
import { PageHeading } from './page-heading';

/**
 * A work page before its item is there: loading, not found (the server answers 404 for other users' items
 * too, so nobody learns that they exist), or failed with a retry.
 */
export function WorkPlaceholder({
  back,
  noun,
  error,
  notFoundText,
  failedText,
  onRetry,
}: {
  back: { to: string; label: string };
  noun: string;
  error: unknown;
  notFoundText: string;
  failedText: string;
  onRetry: () => void;
}) {
  if (!error) {
    return (
      <>
        <PageHeading back={back} title={noun} />
        <Spinner label={`Loading ${noun.toLowerCase()}…`} />
      </>
    );
  }
  if (error instanceof ApiError && error.code === 'not_found') {
    return (
      <PageHeading
        back={back}
        title={notFoundText}
        lead="It may have been removed, or the link may be wrong. Only the person it belongs to can open it."
      />
    );
  }
  return (
    <>
      <PageHeading back={back} title={noun} />
      <LoadFailure message={failedText} onRetry={onRetry} />
    </>
  );
}
