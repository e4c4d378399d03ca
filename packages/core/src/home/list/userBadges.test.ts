import { describe, expect, it } from 'vitest';
import { userBadges } from './userBadges';

const users = (count: number) => Array.from({ length: count }, (_, index) => `user${index + 1}`);

describe('userBadges', () => {
  it('shows up to 3 badges with the first two letters upper-cased', () => {
    expect(userBadges(['ann', 'bob'], false)).toEqual({
      badges: [
        { username: 'ann', text: 'AN' },
        { username: 'bob', text: 'BO' },
      ],
      moreCount: null,
      expandable: false,
    });
  });

  it('with 4 to 10 users shows 3, no count, and expands to everyone on hover', () => {
    const four = userBadges(users(4), false);
    expect(four.badges).toHaveLength(3);
    expect(four.moreCount).toBeNull();
    expect(four.expandable).toBe(true);
    expect(userBadges(users(10), true).badges).toHaveLength(10);
    expect(userBadges(users(10), true).moreCount).toBeNull();
  });

  it('with more than 10 users shows 3 and a +N count, never expanding', () => {
    const eleven = userBadges(users(11), true);
    expect(eleven.badges).toHaveLength(3);
    expect(eleven.moreCount).toBe(8);
    expect(eleven.expandable).toBe(false);
  });

  it('shows nothing without users', () => {
    expect(userBadges([], false)).toEqual({ badges: [], moreCount: null, expandable: false });
  });
});
