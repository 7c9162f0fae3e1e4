import { BookOpen, Code, FlaskConical, Layers, Sigma, SquarePen, type LucideIcon } from 'lucide-react';

/** Each sample course's icon, by slug (the course data itself lives in @teachloop/shared). */
const ICONS: Record<string, LucideIcon> = {
  'intro-to-python': Code,
  'algebra-foundations': Sigma,
  'cell-biology-essentials': FlaskConical,
  'data-structures-in-practice': Layers,
  'persuasive-writing-workshop': SquarePen,
};

export function courseIcon(slug: string): LucideIcon {
  return ICONS[slug] ?? BookOpen;
}
