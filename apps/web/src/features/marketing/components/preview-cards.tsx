import {
  BadgeCheck,
  CircleCheck,
  ListChecks,
  MessageSquareHeart,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '../../../components/ui/icon-badge';
import { StarRating } from '../../../components/ui/star-rating';
import { Tag } from '../../../components/ui/tag';

function PreviewCard({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <IconBadge icon={icon} />
        <p className="font-semibold text-fg">{title}</p>
      </div>
      {children}
    </div>
  );
}

/*
 * The sample cards only picture the product, so the step a card leads to is a label, not a button: a dashed,
 * muted outline with no fill and no hover, which does not invite a click, hidden from assistive technology
 * (the caption says these are a preview) and never focusable.
 */
function SampleButton({ label }: { label: string }) {
  return (
    <span
      aria-hidden="true"
      className="mt-auto inline-flex h-8 items-center justify-center rounded-lg border border-dashed border-line px-3 text-sm font-medium whitespace-nowrap text-muted select-none"
    >
      {label}
    </span>
  );
}

export function ChallengeBoardSample() {
  return (
    <PreviewCard icon={ListChecks} title="Challenge Board">
      <p className="text-sm font-medium text-fg">Explain recursion with a real-world example</p>
      <div className="flex flex-wrap gap-2">
        <Tag>Computer Science</Tag>
        <Tag tone="neutral">Intermediate</Tag>
      </div>
      <p className="text-xs text-muted">Due in 3 days · 25 points</p>
      <SampleButton label="Accept Challenge" />
    </PreviewCard>
  );
}

export function TeachBackSample() {
  return (
    <PreviewCard icon={MessagesSquare} title="Teach-Back">
      <p className="text-sm font-medium text-fg">How does photosynthesis turn light into sugar?</p>
      <p className="text-xs text-muted">Requested by Maya</p>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-fg">
        <CircleCheck aria-hidden="true" className="size-4 text-accent" />
        +15 points earned
      </p>
      <SampleButton label="Mark Complete" />
    </PreviewCard>
  );
}

export function PeerFeedbackSample() {
  return (
    <PreviewCard icon={MessageSquareHeart} title="Peer Feedback">
      <blockquote className="text-sm leading-relaxed text-fg">
        “Clear steps and a great analogy. The diagram made it click for me.”
      </blockquote>
      <div className="mt-auto flex items-center justify-between gap-2">
        <StarRating value={4} />
        <p className="text-xs text-muted">from Jordan</p>
      </div>
    </PreviewCard>
  );
}

export function SkillPortfolioSample() {
  return (
    <PreviewCard icon={BadgeCheck} title="Skill Portfolio">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-semibold text-fg">Level 3</p>
        <p className="text-xs text-muted">320 / 500 XP</p>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full w-[64%] rounded-full bg-primary" />
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2 text-center text-xs text-muted">
        <p className="rounded-lg bg-surface-2 p-2">
          <span className="block text-lg font-bold text-fg">8</span> skills verified
        </p>
        <p className="rounded-lg bg-surface-2 p-2">
          <span className="block text-lg font-bold text-fg">15</span> challenges completed
        </p>
      </div>
    </PreviewCard>
  );
}
