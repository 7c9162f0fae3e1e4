import type { Db } from '../../db/database';
import { pickAssignee } from './assignment';
import { findAssigneeCandidates, takeAssignment } from './assignment.repo';

/** How often a creation chooses again after a concurrent one took its pick first. */
const MAX_TRIES = 5;

/**
 * Chooses and takes an assignee inside the caller's transaction: the least-loaded eligible peer (circle peers
 * first, ties by the random draw), whose load rises by one at once. When a concurrent creation took that peer's
 * slot first, or is taking it at this moment, the pool is read again and another peer is chosen, so two
 * creations at once never both land on one peer while another is as free. Undefined when nobody is eligible.
 */
export async function assignPeer(
  trx: Db,
  {
    creatorId,
    excluded = [],
    random,
  }: { creatorId: string; excluded?: readonly string[]; random: () => number },
): Promise<string | undefined> {
  const passedOver = new Set<string>();
  for (let attempt = 1; ; attempt += 1) {
    const candidates = await findAssigneeCandidates(trx, creatorId, excluded);
    const chosen = pickAssignee(candidates, creatorId, random, passedOver);
    const candidate = candidates.find((one) => one.id === chosen);
    if (!candidate) return undefined;
    // Someone equally free who is not being taken right now is taken at once; when every such peer is, this
    // waits for one. The last try takes its pick whatever happened meanwhile.
    const mode =
      attempt === MAX_TRIES
        ? 'whatever the load'
        : passedOver.has(candidate.id)
          ? 'once free'
          : 'if free now';
    if (await takeAssignment(trx, candidate, mode)) return candidate.id;
    passedOver.add(candidate.id);
  }
}
