/**
 * The header the browser sends its IANA time zone in (streak days and week starts); UTC when absent. In a
 * module of its own, free of zod, because every page's API client sends it (xp/dtos.ts re-exports it).
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * The cookie the Google sign-in page leaves its browser's time zone in (path /api/auth, minutes long): Google's
 * redirect back carries no header of ours, and a first Google sign-in creates the profile, which stores the zone.
 */
export const TIME_ZONE_COOKIE = 'tl_time_zone';

/**
 * The header a creating or sending request carries its client-made key in: a repeat with the same key gets the
 * first answer again instead of acting twice (the server's plugins/idempotency.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
