import { memo, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { PageHeading } from '../../../components/common/page-heading';
import { dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DASHBOARD_LEAD } from '../dashboard-texts';
import { greetingFor, PENDING_GREETING } from '../first-name';
import { ActiveChallengesPanel } from './active-challenges-panel';
import { FeedbackPanel } from './feedback-panel';
import { GettingStarted } from './getting-started';
import { LazySidePanels } from './lazy-side-panels';
import { LoadErrors } from './load-errors';
import { NextPathCard } from './next-path-card';
import { LazyPushPrompt, pushPromptAllowed, PushPromptSlot } from './push-prompt-slot';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';
import { TeachbacksDuePanel } from './teachbacks-due-panel';

/**
 * The signed-in home. Each part reads its own data, shows a skeleton until it arrives and re-renders alone
 * when it changes (an answer arriving re-renders one panel, not the page); a failed part is named in the red
 * box while the others keep showing. Live events refetch the parts they name.
 *
 * While the session is still being checked it shows the heading only, with a greeting without the name (the
 * login guard lets it, see RequireAuth); the build prerenders this state as the page's HTML. The parts below
 * are laid out once the getting-started checklist's answer is known: the checklist stands above them for a
 * new student and not at all for one who has done its steps, so a place kept for it, or none, would move the
 * page for one of the two. The greeting takes the name at that same moment, so the page becomes the user's in
 * one step; then every part is a skeleton of its final size until its data arrives.
 */
export function Dashboard() {
  const { user, status } = useSession();
  // Every part changes when the session is known (each starts its read): in the background, a transition
  // React can pause for input, rather than in one long task.
  const signedIn = useDeferredValue(status === 'signed-in');
  const checklist = useDashboardQuery(dashboardQueries.onboarding, signedIn);
  const waitedTooLong = useWaitedFor(signedIn, CHECKLIST_WAIT_MS);
  const ready = signedIn && (!checklist.isPending || waitedTooLong);
  // The side column's code, fetched beside the session check: it has arrived by the time the parts show.
  useEffect(() => void LazySidePanels.preload(), []);
  // The push prompt's code, fetched as soon as the checklist says it will show, so it arrives with the parts.
  const prompt = pushPromptAllowed(checklist.data);
  useEffect(() => {
    if (prompt) void LazyPushPrompt.preload();
  }, [prompt]);
  return (
    <>
      <PageHeading
        title={ready ? greetingFor(user) : PENDING_GREETING}
        lead={DASHBOARD_LEAD}
        actions={<QuickActions />}
      />
      {ready ? (
        <Suspense fallback={<PartsPending />}>
          <DashboardParts />
        </Suspense>
      ) : (
        <PartsPending />
      )}
    </>
  );
}

/** How long the parts wait for the checklist's answer before they are laid out without it. */
const CHECKLIST_WAIT_MS = 3000;

/** True once `wait` ms have passed since `start` became true. */
function useWaitedFor(start: boolean, wait: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!start) return;
    const timer = setTimeout(() => setWaited(true), wait);
    return () => clearTimeout(timer);
  }, [start, wait]);
  return waited;
}

/**
 * Where the parts will be, until they are laid out: an empty screen's height, so the footer stays below the fold
 * rather than being pushed down when they arrive.
 */
function PartsPending() {
  return <div aria-hidden className="min-h-dvh" />;
}

/**
 * The parts under the greeting, laid out once the checklist is known (answered, failed, or slower than
 * CHECKLIST_WAIT_MS) and the side column's code has arrived. Memoized: a change of the greeting above does not
 * render them again.
 */
const DashboardParts = memo(function DashboardParts() {
  return (
    <>
      <LoadErrors enabled />
      <GettingStarted enabled />
      <PushPromptSlot enabled />
      <StatCards enabled />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <NextPathCard enabled />
          <ActiveChallengesPanel enabled />
          <TeachbacksDuePanel enabled />
          <FeedbackPanel enabled />
        </div>
        <div className="flex flex-col gap-6">
          <LazySidePanels />
        </div>
      </div>
    </>
  );
});
