/** A possible assignee and their load (teach-backs not yet completed); the repo reads them. */
export interface Candidate {
  id: string;
  openTeachbacks: number;
  /** Shares an open study circle with the creator. */
  circlePeer?: boolean;
}

/**
 * Picks among the candidates with the fewest open teach-backs, uniformly at random (`random` returns [0, 1),
 * like Math.random; tests pass a fixed one). Circle peers of the creator come first: when any is offered, the
 * pick is among the least loaded of them; otherwise among everyone offered. Never the creator: the caller
 * already excluded them, and this checks again. `passedOver`: candidates this creation already tried to take
 * and could not (another creation was taking them); among the least loaded, one not passed over is preferred.
 * undefined when nobody else is there.
 */
export function pickAssignee(
  candidates: Candidate[],
  creatorId: string,
  random: () => number,
  passedOver: ReadonlySet<string> = new Set(),
): string | undefined {
  const everyone = candidates.filter((candidate) => candidate.id !== creatorId);
  const peers = everyone.filter((candidate) => candidate.circlePeer === true);
  const others = peers.length > 0 ? peers : everyone;
  if (others.length === 0) return undefined;
  const fewest = Math.min(...others.map((candidate) => candidate.openTeachbacks));
  const leastLoaded = others.filter((candidate) => candidate.openTeachbacks === fewest);
  const untried = leastLoaded.filter((candidate) => !passedOver.has(candidate.id));
  const choices = untried.length > 0 ? untried : leastLoaded;
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)));
  return choices[index]!.id;
}
