/** Activity lines for circles (type 'info'; the spec has no circle texts, these follow its quoting style). */
export const CIRCLE_ACTIVITY_TEXTS = {
  created: (name: string) => `Created the circle “${name}”`,
  joined: (name: string) => `Joined the circle “${name}”`,
  approved: (name: string) => `Your request to join “${name}” was approved`,
  nowOwner: (name: string) => `You now own the circle “${name}”`,
} as const;
