import { badgeById } from '@teachloop/shared';

/** A badge's published name ('First Teach-back'); an id the web does not know yet shows as sent. */
export function badgeName(id: string): string {
  return badgeById(id)?.name ?? id;
}
