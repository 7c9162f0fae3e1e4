/**
 * Moderation queries sit under one root that no live event names: a moderator's own action refetches them all
 * (a suspension also resolves reports and writes the audit log).
 */
export const moderationRoot = ['moderation'] as const;

export const suspensionKeys = {
  list: () => [...moderationRoot, 'suspensions'] as const,
};
