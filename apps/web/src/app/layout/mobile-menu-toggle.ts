/** The hamburger's look, shared by the button that loads the menu and the menu's own toggle (mobile-menu.tsx). */
export const toggleClass =
  'inline-flex size-10 items-center justify-center rounded-lg bg-surface text-fg transition-colors hover:bg-surface-2';
