import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeQuestion, renderQuestion } from '../testing/renderAnnotationPart';

const rating = (from: number, to: number) =>
  makeQuestion({
    name: 'quality',
    title: 'Quality',
    settings: { type: 'rating', options: Array.from({ length: to - from + 1 }, (_, index) => ({ value: from + index })) },
  });

describe('RatingQuestion', () => {
  it('picks the value typed at once when no other value starts with it, and moves on', async () => {
    const user = userEvent.setup();
    const { onChange, onAnswered } = renderQuestion(rating(1, 5));
    screen.getByRole('radio', { name: '1' }).focus();
    await user.keyboard('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
  });

  it('reads 1 then 0 as 10, a lone 1 as 1 after 300 ms, and 0 as 0 on a 0–10 scale', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(rating(0, 10));
    screen.getByRole('radio', { name: '5' }).focus();
    await user.keyboard('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    await user.keyboard('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('1');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(1));
  });

  it('toggles the focused value with Space', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(rating(1, 5), { value: 3 });
    screen.getByRole('radio', { name: '3' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('radio', { name: '3' })).toHaveProperty('checked', false);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('is one tab stop: Tab leaves the group, Shift+Tab comes back', async () => {
    const user = userEvent.setup();
    renderQuestion(rating(1, 5), { value: 2 });
    screen.getByRole('radio', { name: '2' }).focus();
    await user.tab();
    expect(document.activeElement?.getAttribute('type')).not.toBe('radio');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2' }));
  });
});
