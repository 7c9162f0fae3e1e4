import { sql, type Expression, type SqlBool } from 'kysely';

/** `%term%` for LIKE, lower-cased, with the term's own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `lower(text) like pattern`, the pattern made by containsPattern: a case-insensitive "contains" that reads the
 * same on SQLite and PostgreSQL (both take `\` as the escape only when told).
 */
export function lowerContains(text: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`;
}
