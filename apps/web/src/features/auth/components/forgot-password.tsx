import { lazy, Suspense, useId, useState } from 'react';

const ForgotPasswordPanel = lazy(() =>
  import('./forgot-password-panel').then((module) => ({ default: module.ForgotPasswordPanel })),
);
const preloadPanel = () => void import('./forgot-password-panel');

/**
 * The 'Forgot password?' disclosure: a button with aria-expanded and aria-controls (the WAI-ARIA disclosure
 * pattern; a plain button, as a library's Collapsible would add to the login page's first load, decision 018).
 * The panel's code loads on the first opening (or as the pointer or focus reaches the button), keeping the
 * reset form out of the login page's first load.
 */
export function ForgotPassword({ getLoginEmail }: { getLoginEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setAsked(true);
          setOpen(!open);
        }}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="self-center rounded text-sm font-semibold text-primary hover:underline"
      >
        Forgot password?
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <ForgotPasswordPanel id={panelId} open={open} getLoginEmail={getLoginEmail} />
        </Suspense>
      ) : null}
    </div>
  );
}
