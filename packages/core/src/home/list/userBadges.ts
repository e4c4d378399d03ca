import { avatarOf } from '../../model/User';

/** Badges shown before any expansion. */
export const VISIBLE_USER_BADGES = 3;
/** Up to this many users the list expands on hover; above it only a '+N' count shows. */
export const MAX_EXPANDABLE_USERS = 10;

/** What a dataset card shows of its users. */
export interface UserBadgesLayout {
  /** One badge per shown user: the username and its two upper-cased letters. */
  badges: { username: string; text: string }[];
  /** The '+N' count of users not shown (only with more than 10 users), else null. */
  moreCount: number | null;
  /** Hovering shows every user (10 or fewer users, more than 3). */
  expandable: boolean;
}

/**
 * The user badges rules of spec 1 §2: 3 badges; above 10 users a '+N' count of the rest; with 10 or fewer users
 * (and more than 3) the list expands to everyone while hovered.
 *
 * @example
 * userBadges(['ann', 'bob', 'cy', 'dee'], false); // 3 badges, moreCount null, expandable
 * userBadges(twelveUsers, true).moreCount; // 9
 */
export function userBadges(usernames: readonly string[], expanded: boolean): UserBadgesLayout {
  const expandable = usernames.length > VISIBLE_USER_BADGES && usernames.length <= MAX_EXPANDABLE_USERS;
  const shown = expandable && expanded ? usernames : usernames.slice(0, VISIBLE_USER_BADGES);
  return {
    badges: shown.map((username) => ({ username, text: avatarOf(username) })),
    moreCount: usernames.length > MAX_EXPANDABLE_USERS ? usernames.length - VISIBLE_USER_BADGES : null,
    expandable,
  };
}
