/**
 * The header the browser sends its IANA time zone in (streak days and week starts); UTC when absent. In a
 * module of its own, free of zod, because every page's API client sends it (xp/dtos.ts re-exports it).
 */
export const TIME_ZONE_HEADER = 'x-time-zone';
