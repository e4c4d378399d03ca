import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toAnnotationRecord, type SpanAnswerItem } from '@marginalia/core';
import { highlightedTexts, installFakeHighlights } from '../testing/installFakeHighlights';
import { renderSpanOnFirstLoad } from '../testing/renderSpanOnFirstLoad';
import { entitiesQuestion } from '../../testing/questionFixtures';
import { renderPart, renderQuestion } from '../testing/renderAnnotationPart';
import { RecordCard } from '../RecordCard';
import { spanQuestionModule } from './spanQuestionModule';

// The span editor loads on demand (see spanQuestionModule); loaded here, the questions render it at once.
beforeAll(async () => {
  await spanQuestionModule.load();
});

const TEXT = 'The Port Alder city council voted on Tuesday.';
const entities = entitiesQuestion;

/** The text node of a short text (one block of one text node). */
const textNode = (textbox: HTMLElement) => textbox.firstElementChild!.firstChild!;

function select(textbox: HTMLElement, from: number, to: number, shiftKey = false) {
  const range = document.createRange();
  range.setStart(textNode(textbox), from);
  range.setEnd(textNode(textbox), to);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent.mouseUp(textbox, { shiftKey });
}

const spanText = () => screen.getByRole('textbox', { name: 'Entities' });
const announced = () => document.querySelector('.mg-span-field [aria-live="polite"]')?.textContent;
/** The texts the keyboard caret paints: the unit under it and the pending selection. */
const caretTexts = (highlights: ReturnType<typeof installFakeHighlights>) => {
  const painted = (suffix: string) => [...highlights.entries()].find(([name]) => name.endsWith(suffix))?.[1];
  return { caret: highlightedTexts(painted('-caret')), selection: highlightedTexts(painted('-selection')) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SpanQuestion without the CSS Custom Highlight API (jsdom)', () => {
  it('warns that spans cannot be shown and hides the span labels', () => {
    renderQuestion(entities(), { spanText: TEXT, value: [{ label: 'ORG', start: 4, end: 14 }] });
    expect(screen.getByRole('alert').textContent).toContain('CSS Custom Highlight API');
    expect(screen.queryByRole('button', { name: /Organization span/ })).toBeNull();
  });
});

describe('SpanQuestion', () => {
  it('creates spans snapped to whole words with the chosen label', () => {
    installFakeHighlights();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    select(spanText(), 6, 10);
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 4, end: 14 }]);
    expect(document.getSelection()?.rangeCount).toBe(0);
  });

  it('makes a character-level span when Shift is held, and picks labels by digit', async () => {
    installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    screen.getByRole('radio', { name: 'Organization' }).focus();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'Date' })).toHaveProperty('checked', true);
    select(spanText(), 40, 43, true);
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'DATE', start: 40, end: 43 }]);
  });

  it('replaces overlapping spans where overlap is not allowed, stacks them where it is', () => {
    installFakeHighlights();
    const replaced = renderQuestion(entities(), { spanText: TEXT });
    select(spanText(), 4, 14);
    fireEvent.click(screen.getByRole('radio', { name: 'Date' }));
    select(spanText(), 9, 14);
    expect(replaced.onChange).toHaveBeenLastCalledWith([{ label: 'DATE', start: 9, end: 14 }]);
    replaced.unmount();

    const stacked = renderQuestion(entities(true), { spanText: TEXT });
    select(spanText(), 4, 14);
    fireEvent.click(screen.getByRole('radio', { name: 'Date' }));
    select(spanText(), 9, 14);
    expect(stacked.onChange).toHaveBeenLastCalledWith([
      { label: 'ORG', start: 4, end: 14 },
      { label: 'DATE', start: 9, end: 14 },
    ]);
    // Two levels where overlap is allowed: 48 px lines.
    expect((spanText() as HTMLElement).style.lineHeight).toBe('48px');
  });

  it('paints one highlight per label through the CSS Custom Highlight API, no element per character', async () => {
    const highlights = installFakeHighlights();
    const value: SpanAnswerItem[] = [
      { label: 'ORG', start: 4, end: 14 },
      { label: 'DATE', start: 37, end: 44 },
      { label: 'ORG', start: 15, end: 27 },
    ];
    renderQuestion(entities(), { spanText: TEXT, value });
    const names = [...highlights.keys()].filter((name) => name.startsWith('mg-span-'));
    expect(names).toHaveLength(2);
    expect(names.map((name) => highlightedTexts(highlights.get(name)))).toEqual([
      ['Port Alder', 'city council'],
      ['Tuesday'],
    ]);
    expect(spanText().childNodes).toHaveLength(1);
    expect(spanText().firstChild!.childNodes).toHaveLength(1);
    // The badges are measured in time slices: on a busy machine the last ones come in a task after the first.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /span: / }).map((badge) => badge.textContent)).toEqual([
        'Organization',
        'Organization',
        'Date',
      ]),
    );
  });

  it('changes the label of a span or removes it from its label button', async () => {
    installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT, value: [{ label: 'ORG', start: 37, end: 44 }] });
    await user.click(screen.getByRole('button', { name: 'Organization span: Tuesday' }));
    const menu = screen.getByRole('menu', { name: 'Change or remove “Tuesday”' });
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Date' }));
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'DATE', start: 37, end: 44 }]);
    await user.click(screen.getByRole('button', { name: 'Date span: Tuesday' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove span' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('folds the keyboard help into a closed disclosure that still describes the text', async () => {
    renderQuestion(entities(), { spanText: TEXT });
    const toggle = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    const described = spanText().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id));
    expect(described.map((element) => panel.contains(element))).toEqual([true, true]);
    expect(described.map((element) => element?.textContent?.slice(0, 20))).toEqual(['Select text to tag i', 'Keyboard: in the tex']);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
  });

  it('undoes with Ctrl/Cmd+Z and redoes with Shift+Ctrl/Cmd+Z, and by the buttons', async () => {
    installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    select(spanText(), 4, 8);
    select(spanText(), 37, 44);
    spanText().focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 4, end: 8 }]);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 4, end: 8 }]);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { label: 'ORG', start: 4, end: 8 },
      { label: 'ORG', start: 37, end: 44 },
    ]);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
  });

  it('picks labels by digit while the focus is in the text', async () => {
    installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    spanText().focus();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: 'Date' })).toHaveProperty('checked', true);
    select(spanText(), 37, 44);
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'DATE', start: 37, end: 44 }]);
  });

  it('tags a selection made another way (a screen reader) with Enter; the text cannot be edited', async () => {
    installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    const textbox = spanText();
    textbox.focus();
    const range = document.createRange();
    range.setStart(textNode(textbox), 28);
    range.setEnd(textNode(textbox), 30);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 28, end: 33 }]);
    await user.click(textbox);
    await user.keyboard('{Backspace}x{Delete}');
    expect(textbox.textContent).toBe(TEXT);
  });

  it('makes and removes spans from the keyboard with a word caret, painted and announced', async () => {
    const highlights = installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    act(() => spanText().focus());
    expect(caretTexts(highlights)).toEqual({ caret: ['The'], selection: ['The'] });
    expect(announced()).toBe('Selected: The');
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(caretTexts(highlights)).toEqual({ caret: ['Alder'], selection: ['Port Alder'] });
    expect(announced()).toBe('Selected: Port Alder');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 4, end: 14 }]);
    expect(announced()).toBe('Tagged Port Alder as Organization');

    // A digit picks the label; End goes to the last word (the full stop is no word); Space tags it.
    await user.keyboard('2{End} ');
    expect(onChange).toHaveBeenLastCalledWith([
      { label: 'ORG', start: 4, end: 14 },
      { label: 'DATE', start: 37, end: 44 },
    ]);
    await user.keyboard('{Home}{ArrowRight}');
    expect(announced()).toBe('Selected: Port, tagged Organization');
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'DATE', start: 37, end: 44 }]);
    expect(announced()).toBe('Removed the Organization span on Port Alder');
  });

  it('switches the caret to characters with C and goes back to the labels with Escape', async () => {
    const highlights = installFakeHighlights();
    const user = userEvent.setup();
    const { onChange } = renderQuestion(entities(), { spanText: TEXT });
    act(() => spanText().focus());
    await user.keyboard('c');
    expect(announced()).toBe('Character mode: the arrows move by single characters');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ label: 'ORG', start: 0, end: 5 }]);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Organization' }));
    expect(caretTexts(highlights)).toEqual({ caret: [], selection: [] });
  });

  it('leaves keys with Ctrl/Cmd to the view, and shows no caret when the text is clicked', async () => {
    const highlights = installFakeHighlights();
    const user = userEvent.setup();
    renderQuestion(entities(), { spanText: TEXT });
    await user.click(spanText());
    expect(caretTexts(highlights)).toEqual({ caret: [], selection: [] });
    // fireEvent answers false when the key's default was prevented.
    expect(fireEvent.keyDown(spanText(), { key: 'ArrowRight', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(spanText(), { key: 'Enter', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(spanText(), { key: 'ArrowRight' })).toBe(false);
    expect(caretTexts(highlights).caret).toEqual(['The']);
  });

  it('shows the Shift hint after a 500 ms press and the entity cursor for 3 s after the pointer enters', () => {
    installFakeHighlights();
    vi.useFakeTimers();
    renderQuestion(entities(), { spanText: TEXT });
    fireEvent.pointerEnter(spanText());
    expect(document.querySelector('.mg-span-cursor')?.textContent).toBe('Organization');
    fireEvent.keyDown(document, { key: 'Shift' });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('character by character');
    fireEvent.keyUp(document, { key: 'Shift' });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(2500));
    expect(document.querySelector('.mg-span-cursor')).toBeNull();
  });
});

describe('SpanQuestion in the annotation view', () => {
  it("mounts once the view's first load is painted: the first record paints without it", () => {
    installFakeHighlights();
    const { store } = renderSpanOnFirstLoad(TEXT);
    expect(screen.getByRole('status').textContent).toBe('Loading records…');
    expect(screen.queryByRole('textbox', { name: 'Entities' })).toBeNull();
    act(() => store.setState({ firstLoadPainted: true }));
    expect(spanText().textContent).toBe(TEXT);
    expect(screen.getByRole('button', { name: 'Organization span: Port Alder' })).toBeTruthy();
  });
  it("mounts in a task of its own once its placeholder is painted, without waiting for the view's flag", () => {
    vi.useFakeTimers();
    try {
      installFakeHighlights();
      const { store } = renderSpanOnFirstLoad(TEXT);
      expect(screen.getByRole('status').textContent).toBe('Loading records…');
      // The frame that paints the placeholder, then the task after it.
      act(() => vi.advanceTimersToNextFrame());
      expect(screen.queryByRole('textbox', { name: 'Entities' })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(store.getState().firstLoadPainted).toBe(false);
      expect(spanText().textContent).toBe(TEXT);
      expect(screen.getByRole('button', { name: 'Organization span: Port Alder' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SpanQuestion on a long text', () => {
  // In paragraphs of 800 characters.
  const paragraph = `${'word '.repeat(160).trimEnd()}\n`;
  const long = paragraph.repeat(38).slice(0, 30_000);
  const longer = paragraph.repeat(300).slice(0, 230_000);

  it('lays out the first screen first: the blocks after the first 10,000 characters wait for the first frame', async () => {
    installFakeHighlights();
    renderQuestion(entities(), { spanText: long, value: [{ label: 'ORG', start: 25_000, end: 25_004 }] });
    const textbox = spanText();
    // The whole text is there from the first render, in blocks cut after line breaks.
    expect(textbox.textContent).toBe(long);
    expect(textbox.hasAttribute('data-deferred')).toBe(true);
    const blocks = [...textbox.children] as HTMLElement[];
    expect(blocks.length).toBeGreaterThan(10);
    // Blocks of two paragraphs (a block ends after a line break once it holds 1,024 characters); the first one past
    // 10,000 characters is the first skipped.
    const late = blocks.filter((block) => block.classList.contains('mg-span-field__block--late'));
    expect(blocks.map((block) => block.dataset['start']).slice(0, 3)).toEqual(['0', '1600', '3200']);
    expect(late[0]?.dataset['start']).toBe('11200');
    expect(late).toHaveLength(blocks.length - 7);
    expect(blocks.every((block) => block.textContent!.endsWith('\n') || block === blocks.at(-1))).toBe(true);
    // Then the whole text is laid out, and the span's label still goes above it.
    await waitFor(() => expect(textbox.hasAttribute('data-deferred')).toBe(false));
    expect(screen.getByRole('button', { name: 'Organization span: word' })).toBeTruthy();
    expect(textbox.textContent).toBe(long);
  });

  it('draws the labels and highlights of the laid-out part first, and the rest step by step after each paint', async () => {
    const highlights = installFakeHighlights();
    const value = [500, 25_000, 150_000].map((start) => ({ label: 'ORG', start, end: start + 4 }));
    // Where the skipped part starts, each time it changes.
    const steps: string[] = [];
    const observer = new MutationObserver(() => {
      const first = document.querySelector<HTMLElement>('.mg-span-field__block--late')?.dataset['start'] ?? 'none';
      if (steps.at(-1) !== first) steps.push(first);
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    try {
      renderQuestion(entities(), { spanText: longer, value });
      const labels = () => screen.queryAllByRole('button', { name: 'Organization span: word' });
      // The first render: the label and the highlight of the span in the first 10,000 characters only.
      expect(labels()).toHaveLength(1);
      expect(highlightedTexts([...highlights.values()][0])).toEqual(['word']);
      await waitFor(() => expect(labels()).toHaveLength(3));
      expect(highlightedTexts([...highlights.values()][0])).toEqual(['word', 'word', 'word']);
      // 100,000 more characters a step, to the next block's start (blocks of 1,600 characters here).
      await waitFor(() => expect(steps).toEqual(['11200', '112000', '212800', 'none']));
    } finally {
      observer.disconnect();
    }
  });

  it('never defers a short text', () => {
    installFakeHighlights();
    renderQuestion(entities(), { spanText: TEXT });
    expect(spanText().hasAttribute('data-deferred')).toBe(false);
  });
});

describe('span question on the record card', () => {
  const question = entities();
  const recordOf = (id: string, article: string) =>
    toAnnotationRecord({ id, fields: { article }, metadata: null, external_id: null }, { userId: 'u' });
  const record = recordOf('r1', TEXT);
  const field = {
    id: 'f1', name: 'article', title: 'Article', required: true, datasetId: 'd', type: 'text' as const, useMarkdown: false,
    useTable: false, template: null, advancedMode: false, group: 'article', settings: { type: 'text' as const, use_markdown: false },
    createdAt: null, updatedAt: null,
  };

  it('moves to a shorter record without drawing the old spans on the new text', async () => {
    const highlights = installFakeHighlights();
    const user = userEvent.setup();
    function TwoRecords() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setSecond(true)}>Next</button>
          <RecordCard
            record={second ? recordOf('r2', 'Short text.') : record}
            fields={[field]}
            questions={[question]}
            answers={{ entities: second ? [{ label: 'ORG', start: 0, end: 5 }] : [{ label: 'DATE', start: 37, end: 44 }] }}
            onAnswerChange={() => undefined}
          />
        </>
      );
    }
    renderPart(<TwoRecords />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(spanText().textContent).toBe('Short text.');
    expect(screen.getAllByRole('button', { name: /span: / }).map((badge) => badge.getAttribute('aria-label'))).toEqual([
      'Organization span: Short',
    ]);
    const painted = [...highlights.entries()].filter(([name]) => name.startsWith('mg-span-'));
    expect(painted.map(([, highlight]) => highlightedTexts(highlight))).toEqual([['Short']]);
  });

  it('is drawn inside the field it annotates, with its answer', () => {
    installFakeHighlights();
    const onAnswerChange = vi.fn();
    renderPart(
      <RecordCard record={record} fields={[field]} questions={[question]} answers={{ entities: [{ label: 'DATE', start: 37, end: 44 }] }} onAnswerChange={onAnswerChange} />,
    );
    const region = screen.getByRole('region', { name: 'Article' });
    expect(within(region).getByRole('button', { name: 'Date span: Tuesday' })).toBeTruthy();
    select(within(region).getByRole('textbox', { name: 'Entities' }), 4, 8);
    expect(onAnswerChange).toHaveBeenLastCalledWith('entities', [
      { label: 'ORG', start: 4, end: 8 },
      { label: 'DATE', start: 37, end: 44 },
    ]);
  });
});
