import { sql } from 'kysely';

/**
 * The library's reads on PostgreSQL, as SQL pieces its repos compose: each library row (`pe`) is checked by
 * primary-key probes of its teach-back, challenge and author's profile. LATERAL … LIMIT 1 keeps each probe a
 * probe: as plain joins, PostgreSQL hashes a whole table once an item or a search holds enough rows, and the
 * read then grows with the library.
 */
export const LATERAL_PROBES = sql`cross join lateral (select t.challenge_id, t.hidden_at from teachbacks t
    where t.id = pe.teachback_id limit 1) t
  cross join lateral (select c.hidden_at, c.owner_id from challenges c where c.id = t.challenge_id limit 1) c
  cross join lateral (select p.display_name, p.handle, p.public_profile, p.hidden_at, p.suspended_at
    from profiles p where p.id = pe.author_id limit 1) p`;
