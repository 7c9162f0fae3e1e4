import type { Profile } from '@teachloop/shared';
import { PartyPopper, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { celebrationsBetween } from '../xp-changes';

/** How long a celebration stays before it leaves on its own (it can be dismissed sooner). */
export const CELEBRATION_MS = 6_000;

interface Celebration {
  key: number;
  messages: string[];
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
    const messages = seen && profile ? celebrationsBetween(seen, profile) : [];
    if (messages.length > 0) setCelebration({ key: (celebration?.key ?? 0) + 1, messages });
  }
  useEffect(() => {
    if (!celebration) return;
    const timer = setTimeout(() => setCelebration(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebration]);
  return { celebration, dismiss: () => setCelebration(null) };
}

/**
 * A small toast when XP, a level or a badge arrives, announced politely (a status region that is always in the
 * page, so screen readers hear the change). It pops in only for users who have not asked for reduced motion.
 */
export function XpCelebration() {
  const { user } = useSession();
  const profile = useProfile({ enabled: Boolean(user) });
  const { celebration, dismiss } = useCelebration(user ? profile.data : undefined);
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
      <div aria-live="polite" aria-atomic="true">
        {celebration ? (
          <div
            key={celebration.key}
            data-testid="xp-celebration"
            className="pointer-events-auto flex items-center gap-3 rounded-card border border-primary/40 bg-surface py-3 pr-2 pl-4 shadow-xl ring-4 ring-primary-soft motion-safe:animate-celebrate"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg motion-safe:animate-sparkle">
              <PartyPopper aria-hidden className="size-5" />
            </span>
            <ul className="flex flex-col">
              {celebration.messages.map((message, index) => (
                <li
                  key={message}
                  className={index === 0 ? 'text-lg font-bold text-fg' : 'text-sm font-medium text-fg'}
                >
                  {message}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={dismiss}
              aria-label="Dismiss"
              className="ml-1 inline-flex size-8 shrink-0 items-center justify-center self-start rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
