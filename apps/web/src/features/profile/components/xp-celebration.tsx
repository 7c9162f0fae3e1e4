import type { Profile } from '@teachloop/shared';
import { PartyPopper, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { CELEBRATION_TEXTS as T } from '../celebration-texts';
import { celebrationsBetween, changeMessages, isMilestone, type XpChange } from '../xp-changes';

/** How long the XP note stays before it leaves on its own (it can be dismissed sooner). */
const CELEBRATION_MS = 6_000;

// Loaded when the first level or badge arrives: most page views never need it.
const XpMoment = lazyComponent(() => import('./xp-moment').then((module) => module.XpMoment));

interface Celebration {
  key: number;
  change: XpChange;
  /** The user was typing or in a modal dialog when it arrived: a moment must not take focus from them. */
  quiet: boolean;
}

/** The user is typing, or working in a modal dialog: a moment must not take focus from them then. */
function isBusy(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  return (
    active.isContentEditable ||
    active.matches('input, textarea, select') ||
    active.closest('[aria-modal="true"], [role="alertdialog"]') !== null
  );
}

/**
 * Compares each new reading of the profile with the one before (a live event, a refetch after the user's own
 * action) and returns what to celebrate. The first reading only sets the baseline: nothing on first load.
 */
function useCelebration(profile: Profile | undefined) {
  const [seen, setSeen] = useState<Profile | undefined>(undefined);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  if (profile !== seen) {
    setSeen(profile);
    const change = seen && profile ? celebrationsBetween(seen, profile) : null;
    if (change) setCelebration({ key: (celebration?.key ?? 0) + 1, change, quiet: isBusy() });
  }
  const milestone = celebration ? isMilestone(celebration.change) : false;
  useEffect(() => {
    // The moment for a level or a badge times itself (it stays while the user is in it).
    if (!celebration || milestone) return;
    const timer = setTimeout(() => setCelebration(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebration, milestone]);
  const dismiss = useCallback(() => setCelebration(null), []);
  return { celebration, milestone, dismiss };
}

/**
 * XP, a level or a badge arriving. XP alone is a small note in a corner; a level or a badge gets a moment
 * (XpMoment). Both are said in a polite status region that is always in the page, so screen readers hear the
 * change, except a moment that took focus (its dialog is read out then). Animations run only for users who
 * have not asked for reduced motion.
 */
export function XpCelebration() {
  const { user } = useSession();
  const profile = useProfile({ enabled: Boolean(user) });
  const { celebration, milestone, dismiss } = useCelebration(user ? profile.data : undefined);
  const messages = celebration ? changeMessages(celebration.change) : [];
  return (
    <>
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
        <div aria-live="polite" aria-atomic="true">
          {celebration && !milestone ? (
            <div
              key={celebration.key}
              data-testid="xp-celebration"
              className="pointer-events-auto flex items-center gap-3 rounded-card border border-primary/40 bg-surface py-3 pr-2 pl-4 shadow-xl ring-4 ring-primary-soft motion-safe:animate-celebrate"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg motion-safe:animate-sparkle">
                <PartyPopper aria-hidden className="size-5" />
              </span>
              <ul className="flex flex-col">
                {messages.map((message) => (
                  <li key={message} className="text-lg font-bold text-fg">
                    {message}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={dismiss}
                aria-label={T.dismiss}
                className="ml-1 inline-flex size-8 shrink-0 items-center justify-center self-start rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
          ) : celebration?.quiet ? (
            <span key={celebration.key} className="sr-only">
              {messages.join(' ')}
            </span>
          ) : null}
        </div>
      </div>
      {celebration && milestone ? (
        <Suspense fallback={null}>
          <XpMoment
            key={celebration.key}
            change={celebration.change}
            quiet={celebration.quiet}
            onDismiss={dismiss}
          />
        </Suspense>
      ) : null}
    </>
  );
}
