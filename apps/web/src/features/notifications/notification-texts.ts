/** The notification centre's own words (the kinds' labels and the server's texts live in @teachloop/shared). */
export const NOTIFICATION_UI_TEXTS = {
  pageTitle: 'Notifications',
  lead: 'What happened while you were away: teach-backs to do, reviews, badges and your circles.',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread >= 100 ? 'more than 99' : unread} unread`,
  isNew: 'New',
  loadMore: 'Load more',
  loading: 'Loading…',
  settingsLink: 'Notification settings',
  settingsTitle: 'Notification settings',
  settingsLead:
    'Everything appears here in the app. What needs you (teach-backs to do or to review, reviews you receive, replies and reminders) comes by e-mail too until you turn it off. Every e-mail has a one-click unsubscribe link.',
  emailLabel: 'E-mail me too',
  saved: 'Saved.',
  saveFailed: 'Couldn’t save your settings. Please try again.',
  kindsTitle: 'What you’re told about',
  kindsHelp: 'Push reaches every device you turned it on for; e-mail goes to your account’s address.',
  whatHappened: 'What happened',
  /** A switch's accessible name: the kind's line, then its column ('Push' or 'E-mail'). */
  switchLabel: (kind: string, column: string) => `${kind}: ${column}`,
  pushFailed: 'Couldn’t turn on push notifications. Please try again.',
  pushOffFailed: 'Couldn’t turn off push notifications. Please try again.',
  neverQuiet: 'Both hours are the same, so no hours are quiet: nothing is held back.',
} as const;
