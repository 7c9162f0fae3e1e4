import * as RadixDialog from '@radix-ui/react-dialog';
import { badgeById, DAILY_GOAL_TEXTS } from '@teachloop/shared';
import { Award, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from '../../../components/ui/button';
import { CELEBRATION_TEXTS as T } from '../celebration-texts';
import type { XpChange } from '../xp-changes';
import { badgeName } from '../../../lib/badge-name';

/**
 * The moment leaves on its own after this long (unless the pointer rests on it), giving focus back: it is a
 * moment, not a stop. What it said stays in the notifications and on the portfolio.
 */
const MOMENT_MS = 10_000;

/** Where the burst's dots fly, as [x, y] in px; shown only where motion is welcome. */
const BURST: [number, number][] = [
  [-64, -40],
  [64, -40],
  [-80, 8],
  [80, 8],
  [-44, 52],
  [44, 52],
  [0, -70],
  [0, 70],
];

/**
 * A level or a badge, given a moment: a card in the middle of the screen with a short burst (skipped under
 * prefers-reduced-motion). Not modal: the page stays usable, and a press outside, Escape or 'Keep going'
 * dismisses it. It takes focus, and gives it back, unless the user was busy typing or in a modal (`quiet`):
 * then it leaves focus where it is and the caller announces it in its live region.
 */
export function XpMoment({
  change,
  quiet,
  onDismiss,
}: {
  change: XpChange;
  quiet: boolean;
  onDismiss: () => void;
}) {
  const keepGoing = useRef<HTMLButtonElement>(null);
  // Where focus was when it arrived, to give it back (Radix gives a non-modal dialog's focus to its trigger,
  // and this one has none).
  const [previous] = useState(() => document.activeElement);
  // Each time the pointer leaves it, the moment's time starts again.
  const [round, setRound] = useState(0);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!content.current?.matches(':hover')) onDismiss();
    }, MOMENT_MS);
    return () => clearTimeout(timer);
  }, [change, onDismiss, round]);

  const title = change.level !== null ? T.levelTitle(change.level) : T.badgeTitle(change.badges.length);
  const lead = change.level !== null ? T.levelLead : T.badgeLead;
  return (
    <RadixDialog.Root open modal={false} onOpenChange={(open) => (open ? null : onDismiss())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          ref={content}
          data-testid="xp-moment"
          onPointerLeave={() => setRound((value) => value + 1)}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (!quiet) keepGoing.current?.focus();
          }}
          // Left quiet, focus moving about elsewhere (a modal's own focus trap) is not the user leaving it.
          onFocusOutside={(event) => (quiet ? event.preventDefault() : undefined)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const active = document.activeElement;
            const lost = !active || active === document.body || content.current?.contains(active);
            // A press elsewhere already put focus where the user wanted it.
            if (lost && previous instanceof HTMLElement && previous.isConnected) previous.focus();
          }}
          className="fixed top-24 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 rounded-card border border-primary/40 bg-surface p-6 text-center shadow-2xl ring-4 ring-primary-soft focus:outline-none motion-safe:animate-celebrate"
        >
          <RadixDialog.Close
            aria-label={T.dismiss}
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X aria-hidden className="size-4" />
          </RadixDialog.Close>
          <div className="relative mx-auto flex size-20 items-center justify-center">
            {BURST.map(([x, y]) => (
              <span
                key={`${x},${y}`}
                aria-hidden
                data-burst
                style={{ '--burst-x': `${x}px`, '--burst-y': `${y}px` } as CSSProperties}
                className="absolute hidden size-2 rounded-full bg-accent motion-safe:block motion-safe:animate-burst"
              />
            ))}
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary text-primary-fg motion-safe:animate-sparkle">
              {change.level !== null ? (
                <span aria-hidden className="text-3xl font-bold">
                  {change.level}
                </span>
              ) : (
                <Award aria-hidden className="size-9" />
              )}
            </span>
          </div>
          <RadixDialog.Title className="mt-4 text-2xl font-bold text-fg">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-1 text-sm text-muted">{lead}</RadixDialog.Description>
          {change.xp > 0 ? (
            <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
              <Sparkles aria-hidden className="size-4" />
              {T.xp(change.xp)}
            </p>
          ) : null}
          {change.goalMet ? (
            <p className="mt-3 text-sm font-semibold text-fg">{DAILY_GOAL_TEXTS.met}</p>
          ) : null}
          {change.badges.length > 0 ? (
            <ul aria-label={T.badgeLabel} className="mt-4 flex flex-col gap-2 text-left">
              {change.badges.map((badge) => (
                <li key={badge} className="flex items-start gap-3 rounded-lg bg-accent-soft p-3">
                  <Award aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-fg">{badgeName(badge)}</span>
                    <span className="block text-sm text-muted">{badgeById(badge)?.criterion}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <Button ref={keepGoing} onClick={onDismiss} className="mt-5 w-full">
            {T.keepGoing}
          </Button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
