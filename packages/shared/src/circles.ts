import { CHALLENGE_LEVELS } from './learning';

/**
 * Study circles (docs/decisions/007): small groups with a focus and a level, Open (join at once) or Private (ask
 * the owner), with a capacity that counts the owner. The spec's texts ('Find a Circle', 'Request to join
 * “{name}” sent!', 'No circles match your filters yet.') live here with our own for what the prototype never
 * did.
 */
export const CIRCLE_LEVELS = CHALLENGE_LEVELS;
export type CircleLevel = (typeof CIRCLE_LEVELS)[number];
/** The level filter's choices: 'All' sends no level. */
export const CIRCLE_LEVEL_FILTERS = ['All', ...CIRCLE_LEVELS] as const;
export const CIRCLE_PRIVACIES = ['open', 'private'] as const;
export type CirclePrivacy = (typeof CIRCLE_PRIVACIES)[number];
export const CIRCLE_PRIVACY_LABELS: Record<CirclePrivacy, string> = { open: 'Open', private: 'Private' };
export const CIRCLE_ROLES = ['owner', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
/** Where the viewer stands with a circle: its owner, a member, asked to join (pending), or none of these. */
export const CIRCLE_MEMBERSHIPS = ['owner', 'member', 'pending', 'none'] as const;
export type CircleMembership = (typeof CIRCLE_MEMBERSHIPS)[number];

/**
 * Our limits (the spec sets none but the capacity range): a name fits a card's title line, a focus a short
 * sentence; a search term is a few words. A page of results is a screenful of cards; the result count stops
 * counting at `countCap` so a search never reads an unbounded number of rows.
 */
export const CIRCLE_LIMITS = {
  name: 60,
  focus: 140,
  minCapacity: 2,
  maxCapacity: 50,
  defaultCapacity: 8,
  search: 100,
  pageSize: 12,
  countCap: 1000,
  cursor: 200,
  /** The dashboard panel (spec section 9: 5 leaderboard entries). */
  leaderboardDefault: 5,
  leaderboardMax: 20,
} as const;
const L = CIRCLE_LIMITS;

export const CIRCLE_MESSAGES = {
  // Spec texts (section 2, Circles).
  pageTitle: 'Find a Circle',
  empty: 'No circles match your filters yet.',
  requestSent: (name: string) => `Request to join “${name}” sent!`,
  // Ours.
  nameRequired: 'Give your circle a name.',
  nameTooLong: `A circle name must be at most ${L.name} characters.`,
  focusRequired: 'Say what the circle focuses on.',
  focusTooLong: `The focus must be at most ${L.focus} characters.`,
  levelInvalid: 'Level must be Beginner, Intermediate or Advanced.',
  privacyInvalid: 'Privacy must be Open or Private.',
  capacityInvalid: `Capacity must be a whole number from ${L.minCapacity} to ${L.maxCapacity}.`,
  searchTooLong: `Search at most ${L.search} characters.`,
  levelFilterInvalid: 'Level must be All, Beginner, Intermediate or Advanced.',
  cursorInvalid: 'This page of results is no longer valid. Start the search again.',
  userIdInvalid: 'Choose a member to hand the circle over to.',
  notFound: 'Circle not found.',
  requestNotFound: 'Join request not found.',
  full: 'This circle is full.',
  alreadyMember: 'You’re already a member of this circle.',
  alreadyRequested: 'You’ve already asked to join this circle.',
  privateCircle: 'This circle is private: request to join instead.',
  openCircle: 'This circle is open: join it directly.',
  notMember: 'You’re not a member of this circle.',
  ownerCannotLeave: 'Hand ownership to another member or close the circle before leaving.',
  ownerOnly: 'Only the circle’s owner can do that.',
  ownerBlocked: 'You’ve blocked this circle’s owner. Unblock them to join.',
  requestDecided: 'This request has already been answered.',
  transferToMember: 'Ownership can only go to another member of this circle.',
  loadFailed: 'Couldn’t load circles.',
  loadOneFailed: 'Couldn’t load this circle.',
  actionFailed: 'Couldn’t update the circle. Please try again.',
  createFailed: 'Couldn’t create the circle. Please try again.',
  noRating: 'No ratings yet',
  membersOnly: 'Members and the circle’s leaderboard are visible to its members.',
  leaderboardEmpty: 'No one in this circle has earned XP this week yet.',
} as const;

/** Whom GET /api/circles/leaderboard ranks: the viewer's circles, or everyone when they are in none. */
export const CIRCLE_LEADERBOARD_SCOPES = ['circles', 'everyone'] as const;
