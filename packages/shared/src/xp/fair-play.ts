/**
 * Fair play: XP follows real teaching. These caps are published on 'How XP works' and enforced by the server
 * on every award (apps/server/src/features/xp/fair-play.policy.ts).
 */
import { DAY_MS } from '../learning';

/** At most this much XP is paid to one user in any 24 hours (a rolling window, whatever their time zone). */
export const DAILY_XP_CAP = 200;
/** The daily cap's window. */
export const DAILY_XP_CAP_WINDOW_MS = DAY_MS;
/** Between the same two people, each kind of award pays at most this many times… */
export const PAIR_AWARD_CAP = 3;
/** …within this many days. */
export const PAIR_WINDOW_DAYS = 7;
export const PAIR_WINDOW_MS = PAIR_WINDOW_DAYS * DAY_MS;
/** The time zone stored on a profile may be changed in settings at most once in this many days. */
export const TIME_ZONE_CHANGE_DAYS = 7;

/**
 * Why an award paid less than its rule: recorded on its ledger row. 'unverified': held until the earner and the
 * peer it comes from have verified addresses, then paid within the caps.
 */
export const XP_CAP_REASONS = ['daily_cap', 'pair_cap', 'unverified'] as const;
export type XpCapReason = (typeof XP_CAP_REASONS)[number];

export const FAIR_PLAY_TEXTS = {
  dailyCap: `At most ${DAILY_XP_CAP} XP in any 24 hours`,
  dailyCapDetail:
    'Counted over the last 24 hours. Past the cap your work is still saved, and XP starts again as earlier awards pass 24 hours.',
  pairCap: `At most ${PAIR_AWARD_CAP} awards of each kind from the same person in ${PAIR_WINDOW_DAYS} days`,
  pairCapDetail:
    'Teach-backs for one requester, reviews of one learner and helpful marks from one learner each pay up to three times a week. Teach many people to earn more.',
  verified:
    'XP is paid once you and the peer it comes from have verified e-mail addresses; until then it is kept, and paid when you both verify.',
  noPeer:
    'Your own challenge pays its points when the loop closes: a peer completes the teach-back on it and you review that teach-back with a star rating.',
} as const;
