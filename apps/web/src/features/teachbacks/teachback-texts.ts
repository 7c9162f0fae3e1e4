/** The teach-back screens' own texts (spec sections 6 and 8); shared texts live in @teachloop/shared. */
export const TEACHBACK_TEXTS = {
  empty: 'No teach-backs yet. When a peer creates a challenge, you may be asked to teach it back.',
  startFailed: 'Couldn’t start the teach-back.',
} as const;

export function teachbackWorkPath(id: string): string {
  return `/teachbacks/${encodeURIComponent(id)}/work`;
}
