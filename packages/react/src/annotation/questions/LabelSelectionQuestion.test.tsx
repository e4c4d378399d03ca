import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, toQuestion, type WireQuestion } from '@marginalia/core';
import fixtures from '../../../../core/src/testing/fixtures/questions.json';
import { makeQuestion, makeSuggestion, renderQuestion } from '../testing/renderAnnotationPart';
import { expandedStorageKey } from './QuestionPreferences';

const [sentiment45, multi45] = (fixtures['GET /api/v1/datasets/{id}/questions'].mockQuestion.items as unknown as WireQuestion[]).map(
  toQuestion,
);

const options = (names: string[]) => names.map((name) => ({ value: name.toLowerCase(), text: name, description: null }));
const few = makeQuestion({
  name: 'sentiment',
  title: 'Sentiment',
  settings: {
    type: 'label_selection',
    options: [
      { value: 'positive', text: 'Positive', description: 'Texts with a positive intent' },
      { value: 'negative', text: 'Negative', description: null },
      { value: 'neutral', text: 'Neutral', description: null },
    ],
    visible_options: null,
  },
});
const twelve = makeQuestion({
  name: 'months',
  settings: {
    type: 'label_selection',
    options: options(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']),
    visible_options: null,
  },
});

describe('LabelSelectionQuestion', () => {
  it('gives options their description as tooltip and accessible description', () => {
    renderQuestion(few);
    const positive = screen.getByRole('radio', { name: 'Positive' });
    expect(positive.getAttribute('aria-description')).toBe('Texts with a positive intent');
    expect(screen.getByText('Positive').getAttribute('title')).toBe('Texts with a positive intent');
  });

  it('offers no search box under 10 options and no collapse', () => {
    renderQuestion(few);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('shows visible_options with "+N more", a search box, and remembers expanding per question', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const first = renderQuestion(sentiment45!, { storage });
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(screen.getByRole('searchbox', { name: 'Search options of Sentiment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '+35 more' }));
    expect(screen.getAllByRole('radio')).toHaveLength(45);
    expect(storage.getItem(expandedStorageKey(sentiment45!.id))).toBe('true');
    first.unmount();

    renderQuestion(sentiment45!, { storage });
    expect(screen.getAllByRole('radio')).toHaveLength(45);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByRole('radio')).toHaveLength(10);
  });

  it('keeps the selected option visible while collapsed', () => {
    renderQuestion(sentiment45!, { value: 'thankful' });
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByRole('radio', { name: 'Thankful' })).toHaveProperty('checked', true);
  });

  it('starts a search when a letter is typed while the question has focus', async () => {
    const user = userEvent.setup();
    renderQuestion(sentiment45!);
    screen.getByRole('radio', { name: 'Positive' }).focus();
    await user.keyboard('h');
    const search = screen.getByRole('searchbox');
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('h');
    await user.keyboard('app');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['happy']);
  });

  it('selects by digit at once when only one option starts with it, and moves on to the next question', async () => {
    const user = userEvent.setup();
    const { onChange, onAnswered } = renderQuestion(twelve);
    screen.getByRole('radio', { name: 'Jan' }).focus();
    await user.keyboard('5');
    expect(onChange).toHaveBeenLastCalledWith('may');
    expect(onAnswered).toHaveBeenCalledTimes(1);
  });

  it('waits 300 ms for a second digit when several options start with the first', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(twelve);
    screen.getByRole('radio', { name: 'Jan' }).focus();
    await user.keyboard('1');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('2');
    expect(onChange).toHaveBeenLastCalledWith('dec');
    await user.keyboard('1');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('jan'), { timeout: 1000 });
  });

  it('forgets typed digits on a non-numeric key', async () => {
    const user = userEvent.setup();
    const { onChange } = renderQuestion(twelve);
    screen.getByRole('radio', { name: 'Jan' }).focus();
    await user.keyboard('1{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('1{Escape}2');
    expect(onChange).toHaveBeenLastCalledWith('feb');
  });

  it('toggles with Space and moves on after choosing', async () => {
    const user = userEvent.setup();
    const { onChange, onAnswered } = renderQuestion(few);
    screen.getByRole('radio', { name: 'Negative' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('negative');
    expect(onAnswered).toHaveBeenCalledTimes(1);
    screen.getByRole('radio', { name: 'Negative' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('marks the suggestion on the question and on the option with score (one decimal) and agent', () => {
    renderQuestion(few, { suggestion: makeSuggestion(few, 'negative', 0.87) });
    const negative = screen.getByRole('radio', { name: 'Negative' });
    const marker = document.getElementById(negative.getAttribute('aria-describedby')!);
    expect(marker?.textContent).toBe('✦ Suggested (score 0.9 · by gpt-4)');
    // On the chip it is a corner mark: the words are its tooltip (and the option's description above).
    expect(marker?.getAttribute('title')).toBe('Suggested (score 0.9 · by gpt-4)');
    expect(marker?.parentElement?.classList.contains('mg-option')).toBe(true);
    const header = document.querySelector('.mg-question__header')!;
    expect(header.querySelector('.mg-suggestion')?.textContent).toBe('✦ Suggested (score 0.9 · by gpt-4)');
  });

  it('shows each option’s digit key inside its chip, out of its accessible name', () => {
    renderQuestion(few);
    const keys = [...document.querySelectorAll('.mg-option__key')].map((key) => key.textContent);
    expect(keys).toEqual(['1', '2', '3']);
    expect(document.querySelector('.mg-option__key')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Negative' })).toBeTruthy();
  });

  it('animates small lists only: not from 50 options on', () => {
    const fifty = makeQuestion({
      name: 'many',
      settings: {
        type: 'label_selection',
        options: Array.from({ length: 50 }, (_, index) => ({ value: `v${index}`, text: `Option ${index}` })),
        visible_options: null,
      },
    });
    const { unmount } = renderQuestion(fifty);
    expect(document.querySelector('.mg-options')?.getAttribute('data-animated')).toBe('false');
    unmount();
    renderQuestion(few);
    expect(document.querySelector('.mg-options')?.getAttribute('data-animated')).toBe('true');
  });
});

describe('MultiLabelSelectionQuestion', () => {
  it('toggles options by digit and keeps option order in the answer', async () => {
    const user = userEvent.setup();
    const topics = makeQuestion({
      name: 'topics',
      settings: { type: 'multi_label_selection', options: options(['Sports', 'Politics', 'Music']), visible_options: null, options_order: 'natural' },
    });
    const { onChange, onAnswered } = renderQuestion(topics);
    screen.getByRole('checkbox', { name: 'Sports' }).focus();
    await user.keyboard('3');
    await user.keyboard('1');
    expect(onChange).toHaveBeenLastCalledWith(['sports', 'music']);
    await user.keyboard('3');
    expect(onChange).toHaveBeenLastCalledWith(['sports']);
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it("puts suggested options first, highest score first, with options_order 'suggestion'", () => {
    const topics = makeQuestion({
      name: 'topics',
      settings: { type: 'multi_label_selection', options: options(['Sports', 'Politics', 'Music', 'Art']), visible_options: null, options_order: 'suggestion' },
    });
    renderQuestion(topics, { suggestion: makeSuggestion(topics, ['politics', 'art'], [0.2, 0.9]) });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-describedby') ? 's' : '-')).toEqual(['s', 's', '-', '-']);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Art', 'Politics', 'Sports', 'Music']);
    const art = screen.getByRole('checkbox', { name: 'Art' });
    expect(document.getElementById(art.getAttribute('aria-describedby')!)?.textContent).toBe('✦ Suggested (score 0.9 · by gpt-4)');
  });

  it('searches the 45-option fixture', async () => {
    const user = userEvent.setup();
    renderQuestion(multi45!);
    await user.type(screen.getByRole('searchbox'), 'sad');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Sad']);
  });
});
