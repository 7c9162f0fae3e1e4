/** The avatar button's look, shared by the button that loads the account menu and the menu's own trigger. */
export const AVATAR_TRIGGER_CLASS =
  'rounded-full transition-shadow hover:ring-2 hover:ring-primary-soft data-[state=open]:ring-2 data-[state=open]:ring-primary';
