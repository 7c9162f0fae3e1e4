import { levelProgress, XP_PER_LEVEL } from '@teachloop/shared';
import { LevelRing } from './level-ring';

/**
 * The level, its progress ring and 'n / 500 XP' (decision 006: level = floor(xp/500)+1). The ring is
 * decorative; the text says the same for everyone, and `data-xp` lets a test read the ring's state.
 */
export function LevelProgress({ xp, size = 'md' }: { xp: number; size?: 'md' | 'lg' }) {
  const { level, xpIntoLevel, percent } = levelProgress(xp);
  return (
    <div className="flex items-center gap-4" data-level={level} data-percent={percent}>
      <LevelRing level={level} percent={percent} size={size} />
      <div className="min-w-0">
        <p className="text-lg font-semibold text-fg">Level {level}</p>
        <p className="text-sm text-muted tabular-nums">
          {xpIntoLevel} / {XP_PER_LEVEL} XP
        </p>
        <p className="mt-1 text-xs text-muted">{XP_PER_LEVEL - xpIntoLevel} XP to the next level</p>
      </div>
    </div>
  );
}
