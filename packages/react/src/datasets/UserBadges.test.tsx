import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { UserBadges } from './UserBadges';

const users = (count: number) => Array.from({ length: count }, (_, index) => `user${index + 1}`);
const badgeTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.mg-user-badges__list li')].map((item) => item.textContent);

describe('UserBadges', () => {
  it('shows the first two letters of each username upper-cased', () => {
    const { container } = renderWithMarginalia(<UserBadges usernames={['ann', 'bob']} />, {
      fetch: createFakeApi({}).fetch,
    });
    expect(badgeTexts(container)).toEqual(['AN', 'BO']);
    expect(screen.getByText('Annotated by ann, bob')).toBeTruthy();
  });

  it('shows 3 of 10 users and expands to all of them on hover and on focus', async () => {
    const user = userEvent.setup();
    const { container } = renderWithMarginalia(<UserBadges usernames={users(10)} />, { fetch: createFakeApi({}).fetch });
    expect(badgeTexts(container)).toEqual(['US', 'US', 'US']);
    const group = screen.getByRole('group', { name: /Annotated by user1, user2/ });
    await user.hover(group);
    expect(badgeTexts(container)).toHaveLength(10);
    await user.unhover(group);
    expect(badgeTexts(container)).toHaveLength(3);
    act(() => group.focus());
    expect(badgeTexts(container)).toHaveLength(10);
  });

  it('with more than 10 users shows 3 and a +N count, and does not expand', () => {
    const { container } = renderWithMarginalia(<UserBadges usernames={users(11)} />, { fetch: createFakeApi({}).fetch });
    expect(badgeTexts(container)).toEqual(['US', 'US', 'US', '+8']);
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.mouseEnter(container.querySelector('.mg-user-badges')!);
    expect(badgeTexts(container)).toHaveLength(4);
  });

  it('shows no +N count with 10 users or fewer', () => {
    const { container } = renderWithMarginalia(<UserBadges usernames={users(7)} />, { fetch: createFakeApi({}).fetch });
    expect(badgeTexts(container).some((text) => text?.startsWith('+'))).toBe(false);
  });
});
