/** The ring's button look, shared by the button that loads the picker and the picker's own trigger. */
export const DAILY_GOAL_TRIGGER_CLASS =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-2 data-[state=open]:bg-surface-2';
