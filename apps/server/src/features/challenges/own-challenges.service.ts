import { ownItemReads } from '../work-items/own-item.service';
import { toChallenge } from './challenges.repo';

/** The signed-in user's own challenges: one, a list by due date, a count, the completed ones. */
export const ownChallenges = ownItemReads('challenges', toChallenge);
