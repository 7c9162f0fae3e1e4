import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  DAILY_GOAL_TARGETS,
  DAILY_GOAL_TEXTS as T,
  type DailyGoal,
  type DailyGoalTarget,
} from '@teachloop/shared';
import { Check } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabStopAfter } from '../tab-sequence';
import { DAILY_GOAL_TRIGGER_CLASS } from './daily-goal-trigger';

const isTarget = (value: string): value is `${DailyGoalTarget}` =>
  DAILY_GOAL_TARGETS.some((target) => String(target) === value);

/**
 * The daily goal's picker (see daily-goal-button.tsx), loaded with its first use: a Radix menu of three radio
 * items, so arrows move, Enter or Space picks, Escape closes and focus goes back to the ring. As in the account
 * menu, Tab closes it and moves on from the ring, Shift+Tab back to the ring.
 */
export function DailyGoalMenu({
  goal,
  label,
  open,
  onOpenChange,
  onPick,
  className,
  children,
}: {
  goal: DailyGoal;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (target: DailyGoalTarget) => void;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const helpId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const focusAfterTab = useRef<HTMLElement | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const ring = trigger.current;
    focusAfterTab.current =
      event.shiftKey || !ring ? ring : (nextTabStopAfter(ring, content.current) ?? ring);
    onOpenChange(false);
  };

  return (
    // Not modal, as the account menu: a modal menu hides the page from screen readers and locks scrolling.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={label}
        className={`${DAILY_GOAL_TRIGGER_CLASS} ${className ?? ''}`}
      >
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={10}
          collisionPadding={8}
          aria-labelledby={titleId}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = focusAfterTab.current;
            focusAfterTab.current = null;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="z-50 w-[280px] max-w-[calc(100vw-1rem)] rounded-card border border-line bg-surface p-2 text-fg shadow-lg"
        >
          <div className="px-2 pt-1 pb-2">
            <p id={titleId} className="font-semibold">
              {T.pickerTitle}
            </p>
            <p id={helpId} className="mt-1 text-sm text-muted">
              {T.pickerHelp}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.RadioGroup
            value={String(goal.target)}
            onValueChange={(value) =>
              isTarget(value) ? onPick(Number(value) as DailyGoalTarget) : undefined
            }
          >
            {DAILY_GOAL_TARGETS.map((target) => (
              <DropdownMenu.RadioItem
                key={target}
                value={String(target)}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2 data-[state=checked]:text-primary"
              >
                <span className="inline-flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {T.option(target)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
