import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A verified skill's first line, on the owner's portfolio and on the public profile: shield, topic, a note. */
export function VerifiedSkillHeading({ topic, note }: { topic: string; note: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <ShieldCheck aria-hidden className="size-5 shrink-0 text-accent" />
      <h3 className="font-semibold wrap-anywhere text-fg">{topic}</h3>
      <span className="text-sm text-muted">{note}</span>
    </div>
  );
}
