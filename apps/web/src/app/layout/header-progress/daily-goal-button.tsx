import { DAILY_GOAL_TEXTS as T, type DailyGoal } from '@teachloop/shared';
import { Suspense, useState } from 'react';
import { useUpdateDailyGoal } from '../../../features/profile/api/update-daily-goal';
import { fetchAhead } from '../../../lib/fetch-ahead';
import { lazyComponent } from '../../../lib/lazy-component';
import { DailyGoalRing } from './daily-goal-ring';
import { DAILY_GOAL_TRIGGER_CLASS } from './daily-goal-trigger';

const DailyGoalMenu = lazyComponent(() => import('./daily-goal-menu').then((m) => m.DailyGoalMenu));
const preloadMenu = () => fetchAhead(DailyGoalMenu.preload);

/**
 * The ring, as the button that opens the daily goal's picker. As the account menu, the picker's code (the
 * Radix menu) loads when the ring is first pointed at, focused or pressed; until then this is a plain button
 * that looks the same, and a press opens the picker as soon as its code is there. `pulse` restarts the
 * ring's pulse (the goal just met), shown only where motion is welcome.
 */
export function DailyGoalButton({ goal, pulse }: { goal: DailyGoal; pulse: number }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const update = useUpdateDailyGoal();
  const label = T.ringLabel(goal.done, goal.target);
  // A new key restarts the pulse; 0 is at rest.
  const ring = <DailyGoalRing key={pulse} done={goal.done} target={goal.target} pulse={pulse > 0} />;
  const placeholder = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      className={DAILY_GOAL_TRIGGER_CLASS}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      {ring}
    </button>
  );
  // Said after a pick: the ring's own name already carries the new target when focus comes back to it.
  const status = (
    <span role="status" className="sr-only">
      {update.isError ? update.error.message : update.isSuccess ? T.saved : ''}
    </span>
  );
  if (!used) return placeholder;
  return (
    <>
      {status}
      <Suspense fallback={placeholder}>
        <DailyGoalMenu
          goal={goal}
          label={label}
          open={open}
          onOpenChange={setOpen}
          onPick={(target) => update.mutate(target)}
        >
          {ring}
        </DailyGoalMenu>
      </Suspense>
    </>
  );
}
