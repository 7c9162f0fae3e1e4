import { XP_PER_LEVEL } from './limits';

export interface LevelProgress {
  level: number;
  /** XP earned inside the current level, 0 to 499. */
  xpIntoLevel: number;
  /** The same as a whole percentage, 0 to 100. */
  percent: number;
}

/** level = floor(xp / 500) + 1; progress = (xp mod 500) / 500, as 'n / 500 XP' and a rounded percentage. */
export function levelProgress(xp: number): LevelProgress {
  const safeXp = Number.isFinite(xp) && xp > 0 ? Math.floor(xp) : 0;
  const xpIntoLevel = safeXp % XP_PER_LEVEL;
  return {
    level: Math.floor(safeXp / XP_PER_LEVEL) + 1,
    xpIntoLevel,
    percent: Math.round((xpIntoLevel / XP_PER_LEVEL) * 100),
  };
}
