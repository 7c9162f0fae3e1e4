import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLoadFailures } from '../hooks/use-load-failures';

const LOAD_ERRORS_TITLE = 'We couldn’t load some data';

/** Spec: a red box listing what failed to load; the parts that loaded keep showing around it. */
export function LoadErrors({ enabled }: { enabled: boolean }) {
  const { failures, retryFailed } = useLoadFailures({ enabled });
  if (failures.length === 0) return null;
  return (
    <Alert tone="error" title={LOAD_ERRORS_TITLE} className="mb-6">
      <ul className="mt-2 list-disc pl-5">
        {failures.map((failure) => (
          <li key={failure.part}>{failure.text}</li>
        ))}
      </ul>
      <Button size="sm" variant="secondary" className="mt-3" onClick={retryFailed}>
        <RotateCw aria-hidden className="size-4" />
        Try again
      </Button>
    </Alert>
  );
}
