import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRankingQuestion } from '../../testing/questionFixtures';
import { renderQuestion } from '../testing/renderAnnotationPart';

const ranking = answerRankingQuestion;

const slot = (rank: number) => screen.getByRole('group', { name: `Rank ${rank}` });
const pool = () => screen.getByRole('group', { name: 'Not ranked yet' });

afterEach(() => vi.restoreAllMocks());

describe('RankingQuestion', () => {
  it('shows slots numbered from 1, one per option, and the unranked pool', () => {
    renderQuestion(ranking, { value: [{ value: 'answer_b', rank: 1 }] });
    expect(within(slot(1)).getByRole('button', { name: 'Answer B' })).toBeTruthy();
    expect(within(slot(3)).queryAllByRole('button')).toHaveLength(0);
    expect(within(pool()).getAllByRole('button').map((item) => item.textContent)).toEqual(['Answer A', 'Answer C']);
  });

  it('moves the focused option to the slot of the digit typed, keeping the focus on it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(ranking);
    within(pool()).getByRole('button', { name: 'Answer C' }).focus();
    await user.keyboard('1');
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'answer_c', rank: 1 },
      { value: 'answer_a', rank: null },
      { value: 'answer_b', rank: null },
    ]);
    const moved = within(slot(1)).getByRole('button', { name: 'Answer C' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    await user.keyboard('3');
    expect(within(slot(3)).getByRole('button', { name: 'Answer C' })).toBeTruthy();
  });

  it('allows ties and unranks with Backspace', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(ranking, { value: [{ value: 'answer_a', rank: 1 }] });
    within(pool()).getByRole('button', { name: 'Answer B' }).focus();
    await user.keyboard('1');
    expect(within(slot(1)).getAllByRole('button').map((item) => item.textContent)).toEqual(['Answer A', 'Answer B']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Answer B'));
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'answer_a', rank: 1 },
      { value: 'answer_b', rank: null },
      { value: 'answer_c', rank: null },
    ]);
    expect(within(pool()).getByRole('button', { name: 'Answer B' })).toBeTruthy();
  });

  it('drags with the keyboard: Space lifts, arrows move between slots, Space drops', async () => {
    // jsdom has no layout: give each drop area a 50 px row, top to bottom, and items the row of their area.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const areas = [...document.querySelectorAll('.mg-ranking__drop')];
      const area = this.closest('.mg-ranking__drop');
      const top = Math.max(0, areas.indexOf(area as Element)) * 50;
      const height = this.classList.contains('mg-ranking__drop') ? 40 : 20;
      return { x: 0, y: top, top, left: 0, width: 200, height, right: 200, bottom: top + height, toJSON: () => ({}) } as DOMRect;
    });
    const user = userEvent.setup();
    const { onChange } = renderQuestion(ranking);
    within(pool()).getByRole('button', { name: 'Answer A' }).focus();
    await user.keyboard(' ');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        { value: 'answer_a', rank: 2 },
        { value: 'answer_b', rank: null },
        { value: 'answer_c', rank: null },
      ]),
    );
  });
});
