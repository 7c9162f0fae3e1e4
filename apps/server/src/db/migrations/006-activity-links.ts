import type { Kysely } from 'kysely';

/** Placeholder: filled in by its feature. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
