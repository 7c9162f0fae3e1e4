import { queryRoots } from '../../../lib/query-keys';

/**
 * Moderation queries sit under one root: a moderator's own action refetches them all (a suspension also resolves
 * reports and writes the audit log), and so does the `moderation` live event, sent to every moderator when a
 * report is filed or another moderator acts.
 */
export const moderationRoot = queryRoots.moderation;

export const suspensionKeys = {
  list: () => [...moderationRoot, 'suspensions'] as const,
};
