import { describe, expect, it } from 'vitest';
import {
  SPAN_HISTORY_LIMIT,
  createSpanHistory,
  pushSpanHistory,
  redoSpanHistory,
  undoSpanHistory,
} from './spanHistory';

const a = [{ label: 'A', start: 0, end: 1 }];
const ab = [...a, { label: 'B', start: 2, end: 3 }];

describe('span history', () => {
  it('undoes and redoes edits in order', () => {
    let history = pushSpanHistory(pushSpanHistory(createSpanHistory([]), a), ab);
    history = undoSpanHistory(history);
    expect(history.present).toEqual(a);
    history = undoSpanHistory(history);
    expect(history.present).toEqual([]);
    history = redoSpanHistory(history);
    expect(history.present).toEqual(a);
    expect(history.future).toEqual([ab]);
  });

  it('drops the redo list on a new edit and ignores edits that change nothing', () => {
    let history = undoSpanHistory(pushSpanHistory(createSpanHistory([]), a));
    history = pushSpanHistory(history, ab);
    expect(history.future).toEqual([]);
    expect(pushSpanHistory(history, [...ab].reverse())).toBe(history);
  });

  it('changes nothing when there is nothing to undo or redo', () => {
    const history = createSpanHistory(a);
    expect(undoSpanHistory(history)).toBe(history);
    expect(redoSpanHistory(history)).toBe(history);
  });

  it(`keeps the last ${SPAN_HISTORY_LIMIT} edits`, () => {
    let history = createSpanHistory([]);
    for (let index = 1; index <= SPAN_HISTORY_LIMIT + 5; index += 1) {
      history = pushSpanHistory(history, [{ label: 'A', start: 0, end: index }]);
    }
    expect(history.past).toHaveLength(SPAN_HISTORY_LIMIT);
    expect(history.past[0]).toEqual([{ label: 'A', start: 0, end: 5 }]);
  });
});
