import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnotationStore, createApiClient } from '@marginalia/core';
import { installFakeHighlights } from '../testing/installFakeHighlights';
import { entitiesQuestion } from '../../testing/questionFixtures';
import { QuestionPlayground } from '../testing/QuestionPlayground';
import { renderPart } from '../testing/renderAnnotationPart';
import { AnnotationViewContext, type AnnotationViewContextValue } from '../view/AnnotationViewContext';
import { spanQuestionModule } from './spanQuestionModule';

// Unlike SpanQuestion.test.tsx, the span control's chunk is not loaded before these tests: they load it themselves.
const TEXT = 'The Port Alder city council voted on Tuesday.';

afterEach(() => vi.useRealTimers());

describe('LazySpanQuestion on the first load of the annotation view', () => {
  it("mounts the control as soon as its chunk arrives when the placeholder's paint came first", async () => {
    vi.useFakeTimers();
    installFakeHighlights();
    const store = createAnnotationStore({ client: createApiClient(), datasetId: 'd-1', userId: 'u-1' });
    store.setState({ firstLoadPainted: false });
    const view = { store } as Partial<AnnotationViewContextValue> as AnnotationViewContextValue;
    renderPart(
      <AnnotationViewContext.Provider value={view}>
        <QuestionPlayground question={entitiesQuestion()} spanText={TEXT} value={[{ label: 'ORG', start: 4, end: 14 }]} onChange={() => undefined} />
      </AnnotationViewContext.Provider>,
    );
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
