import type { DailyGoal } from '@teachloop/shared';
import { useEffect, useState } from 'react';
import { useProfile } from '../../../features/profile/api/get-profile';
import { goalMetBetween } from '../../../features/profile/xp-changes';
import { DailyGoalButton } from './daily-goal-button';
import { StreakFlame } from './streak-flame';
import { XpBar } from './xp-bar';

/** How long the ring pulses after the day's goal is met. */
const PULSE_MS = 2_400;

/**
 * Counts each time the day's goal becomes met while the page is open (a live `profile` event, a refetch after
 * the user's own action): done rises from below the target to it. The first reading only sets the baseline,
 * so a goal already met on load, or met by lowering the target, does not pulse. 0 once the pulse is over.
 */
function useGoalMetPulse(goal: DailyGoal | undefined): number {
  const [seen, setSeen] = useState(goal);
  const [pulse, setPulse] = useState(0);
  if (goal !== seen) {
    setSeen(goal);
    if (seen && goal && goalMetBetween(seen, goal)) setPulse(pulse + 1);
  }
  useEffect(() => {
    if (pulse === 0) return;
    const timer = setTimeout(() => setPulse(0), PULSE_MS);
    return () => clearTimeout(timer);
  }, [pulse]);
  return pulse;
}

/**
 * Where the XP bar shows in the header: from 640 px, where it has room beside the bell and the menu, up to
 * 1024 px, where the app's links come inline and take its room; the account menus show it there and below.
 */
const XP_BAR_SHOWN = 'hidden sm:flex lg:hidden';

/**
 * The header's progress, before the bell on every signed-in page: the streak flame, the daily goal's ring (a
 * button that picks the goal) and, where there is room, the level's XP bar. It reads the profile query that
 * every `profile` event refetches, so it moves live. Until the profile is there it keeps its width empty, so
 * nothing beside it moves when it arrives. `data-header-progress` lets layout.css make room for it at 1024 to
 * 1279 px (the logo's mark only).
 */
export function HeaderProgress() {
  const profile = useProfile().data;
  const pulse = useGoalMetPulse(profile?.dailyGoal);
  if (!profile) {
    return (
      <div aria-hidden data-header-progress className="flex items-center gap-1">
        <span className="h-10 min-w-10" />
        <span className="size-10" />
        <span className={`${XP_BAR_SHOWN} ml-2 w-28`} />
      </div>
    );
  }
  return (
    <div data-header-progress className="flex items-center gap-1">
      <StreakFlame streak={profile.streak} />
      <DailyGoalButton goal={profile.dailyGoal} pulse={pulse} />
      <div className={`${XP_BAR_SHOWN} ml-2`}>
        <XpBar xp={profile.xp} />
      </div>
    </div>
  );
}
