import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeHighlights } from '../testing/installFakeHighlights';
import { renderSpanOnFirstLoad } from '../testing/renderSpanOnFirstLoad';
import { spanQuestionModule } from './spanQuestionModule';

// @vitest-isolate: the span control's chunk must not be loaded before these tests (other files load it at their
// start, and files sharing a worker share its modules): they load it themselves.
const TEXT = 'The Port Alder city council voted on Tuesday.';

afterEach(() => vi.useRealTimers());

describe('LazySpanQuestion on the first load of the annotation view', () => {
  it("mounts the control as soon as its chunk arrives when the placeholder's paint came first", async () => {
    vi.useFakeTimers();
    installFakeHighlights();
    const { store } = renderSpanOnFirstLoad(TEXT);
    expect(spanQuestionModule.loaded()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading records…');
    // The placeholder's frame and the task after it: the control may mount, its chunk is not there yet.
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading records…');
    // The chunk arrives: the control mounts in that task, with no other frame or timer.
    await act(() => spanQuestionModule.load());
    expect(screen.getByRole('textbox', { name: 'Entities' }).textContent).toBe(TEXT);
    expect(screen.getByRole('button', { name: 'Organization span: Port Alder' })).toBeTruthy();
    expect(store.getState().firstLoadPainted).toBe(false);
  });
});
