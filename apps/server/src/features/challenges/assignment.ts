/** A possible assignee and their load (teach-backs not yet completed); the repo reads them. */
export interface Candidate {
  id: string;
  openTeachbacks: number;
}

/**
 * Picks among the candidates with the fewest open teach-backs, uniformly at random (`random` returns [0, 1),
 * like Math.random; tests pass a fixed one). Never the creator: the caller already excluded them, and this
 * checks again. undefined when nobody else is there.
 */
export function pickAssignee(
  candidates: Candidate[],
  creatorId: string,
  random: () => number,
): string | undefined {
  const others = candidates.filter((candidate) => candidate.id !== creatorId);
  if (others.length === 0) return undefined;
  const fewest = Math.min(...others.map((candidate) => candidate.openTeachbacks));
  const leastLoaded = others.filter((candidate) => candidate.openTeachbacks === fewest);
  const index = Math.min(leastLoaded.length - 1, Math.max(0, Math.floor(random() * leastLoaded.length)));
  return leastLoaded[index]!.id;
}
