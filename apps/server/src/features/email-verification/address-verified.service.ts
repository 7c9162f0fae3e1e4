import { refreshBoardListing, tellBoardsOf } from '../public-profile/visibility.service';
import { releaseHeldAwards, type ReleaseDeps } from '../xp/held-awards.service';

/**
 * What follows once an account's address is verified, on every path that verifies one (the verification link, a
 * confirmed change of address, a completed password reset): the account shows on the boards again if its owner
 * chose to (refreshBoardListing), and the XP held while the address was unproven is paid where the peer's
 * address is verified too. The listing comes first, so period totals the payment creates copy it.
 */
export async function addressVerified(deps: ReleaseDeps, userId: string): Promise<void> {
  await refreshBoardListing(deps.db, userId);
  await releaseHeldAwards(deps, userId);
  await tellBoardsOf(deps, userId);
}
