import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/** Outstanding e-mail links: every third user has an unused verification link, every tenth an address change. */
export async function fillEmailTokens(db: Db, users: string[], now: number) {
  await insertAll(
    db,
    'email_tokens',
    users
      .flatMap((id, i) => [
        ...(i % 3 === 0
          ? [
              {
                token_hash: `bulk-verify-${i}`,
                user_id: id,
                purpose: 'verify' as const,
                email: `${id}@example.com`,
              },
            ]
          : []),
        ...(i % 10 === 0
          ? [
              {
                token_hash: `bulk-change-${i}`,
                user_id: id,
                purpose: 'change' as const,
                email: `new-${id}@example.com`,
              },
            ]
          : []),
      ])
      .map((row) => ({ ...row, expires_at: now + 86_400_000, created_at: now })),
  );
}
