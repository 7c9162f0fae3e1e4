import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/page';
import { startGoogleSignIn } from '../../features/auth/api/start-google-sign-in';
import { reportGoogleResult } from '../../features/auth/google/google-popup-messages';

/**
 * The popup's first page (/auth/google): asks the server to start the OpenID Connect flow and goes to the
 * provider. A failure is reported to the opener, which shows the error; this window says so too.
 */
export function GooglePopupStart({ goTo = (url: string) => window.location.assign(url) }) {
  const [failed, setFailed] = useState(false);
  // Once per page, even when React runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startGoogleSignIn().then(goTo, () => {
      reportGoogleResult('start_failed');
      setFailed(true);
    });
  }, [goTo]);

  if (!failed) return <Spinner label="Preparing Google…" />;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="text-sm text-fg">
        Couldn’t start Google sign-in. Please close this window and try again.
      </p>
      <Button variant="secondary" onClick={() => window.close()}>
        Close window
      </Button>
    </div>
  );
}
