export const TEACHBACK_TEXTS = {
  empty: 'No teach-backs yet. When a peer creates a challenge, you may be asked to teach it back.',
} as const;

export function teachbackWorkPath(id: string): string {
  return `/teachbacks/${encodeURIComponent(id)}/work`;
}
