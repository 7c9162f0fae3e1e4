import { cn } from '../../../components/ui/cn';

const MEDALS: Record<number, { label: string; tone: string }> = {
  1: { label: 'gold', tone: 'bg-[#f5c542] text-[#3d2e00] ring-[#c99a0f]' },
  2: { label: 'silver', tone: 'bg-[#d9dde3] text-[#262b33] ring-[#9aa3ae]' },
  3: { label: 'bronze', tone: 'bg-[#e0a774] text-[#3b2210] ring-[#a8683a]' },
};

/** A row's rank: gold, silver and bronze medals for 1–3 (named for screen readers), a plain number below. */
export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  return (
    <span
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-full px-1.5 text-sm font-bold tabular-nums',
        medal ? `ring-2 ${medal.tone}` : 'text-muted',
      )}
    >
      <span className="sr-only">{medal ? `Rank ${rank}, ${medal.label}` : 'Rank '}</span>
      <span aria-hidden={medal ? true : undefined}>{rank}</span>
    </span>
  );
}
