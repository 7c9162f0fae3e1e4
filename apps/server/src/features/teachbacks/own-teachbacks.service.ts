import { ownItemReads } from '../work-items/own-item.service';
import { toTeachback } from './teachbacks.repo';

/** The teach-backs assigned to the signed-in user: one, a list by due date, a count, the completed ones. */
export const ownTeachbacks = ownItemReads('teachbacks', toTeachback);
