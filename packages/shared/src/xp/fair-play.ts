/**
 * Fair play: XP follows real teaching. These caps are published on 'How XP works' and enforced by the server
 * on every award (apps/server/src/features/xp/fair-play.policy.ts).
 */
import { DAY_MS } from '../learning';

/** At most this much XP is paid to one user on one of their days (the streak's day, in their time zone). */
export const DAILY_XP_CAP = 200;
/** Between the same two people, each kind of award pays at most this many times… */
export const PAIR_AWARD_CAP = 3;
/** …within this many days. */
export const PAIR_WINDOW_DAYS = 7;
export const PAIR_WINDOW_MS = PAIR_WINDOW_DAYS * DAY_MS;
/** The time zone stored on a profile may be changed in settings at most once in this many days. */
export const TIME_ZONE_CHANGE_DAYS = 7;

/** Why an award paid less than its rule: recorded on its ledger row. */
export const XP_CAP_REASONS = ['daily_cap', 'pair_cap'] as const;
export type XpCapReason = (typeof XP_CAP_REASONS)[number];

export const FAIR_PLAY_TEXTS = {
  dailyCap: `At most ${DAILY_XP_CAP} XP a day`,
  dailyCapDetail:
    'Counted on your own day, in the time zone saved in your settings. Past the cap your work is still saved, and XP starts again the next day.',
  pairCap: `At most ${PAIR_AWARD_CAP} awards of each kind from the same person in ${PAIR_WINDOW_DAYS} days`,
  pairCapDetail:
    'Teach-backs for one requester, reviews of one learner and helpful marks from one learner each pay up to three times a week. Teach many people to earn more.',
  noPeer:
    'Your own challenge pays its points when the loop closes: a peer completes the teach-back on it and you review that teach-back with a star rating.',
} as const;
