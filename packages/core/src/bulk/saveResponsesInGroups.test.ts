import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import type { WireResponse } from '../api/wire/records';
import { saveResponsesInGroups } from './saveResponsesInGroups';
import type { ResponsesBulkBody } from './sendResponsesBulk';

const response = (recordId: string): WireResponse => ({
  id: `resp-${recordId}`,
  record_id: recordId,
  user_id: 'u',
  status: 'submitted',
  values: { sentiment: { value: 'positive' } },
  inserted_at: '2024-01-01T00:00:00',
  updated_at: '2024-01-01T00:00:00',
});

describe('saveResponsesInGroups', () => {
  const recordIds = Array.from({ length: 25 }, (_, index) => `r${index + 1}`);

  it('sends groups of 10 and reports progress after each', async () => {
    const sent: ResponsesBulkBody[] = [];
    const onProgress = vi.fn();
    const results = await saveResponsesInGroups({
      recordIds,
      status: 'submitted',
      values: { sentiment: { value: 'positive' } },
      send: async (body) => {
        sent.push(body);
        return { items: body.items.map((item) => ({ item: response(item.record_id), error: null })) };
      },
      onProgress,
    });
    expect(sent.map((body) => body.items.length)).toEqual([10, 10, 5]);
    expect(sent[0]?.items[0]).toEqual({
      record_id: 'r1',
      status: 'submitted',
      values: { sentiment: { value: 'positive' } },
    });
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { done: 10, total: 25 },
      { done: 20, total: 25 },
      { done: 25, total: 25 },
    ]);
    expect(results).toHaveLength(25);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results[24]).toMatchObject({
      recordId: 'r25',
      ok: true,
      response: { id: 'resp-r25', status: 'submitted' },
    });
  });

  it('reports each record’s failure: item errors and failed requests', async () => {
    let call = 0;
    const results = await saveResponsesInGroups({
      recordIds,
      status: 'discarded',
      values: {},
      send: async (body) => {
        call++;
        if (call === 2) throw new ApiError(500, { detail: 'server down' });
        return {
          items: body.items.map((item, index) =>
            index === 0
              ? { item: null, error: { detail: 'Record not found' } }
              : { item: response(item.record_id), error: null },
          ),
        };
      },
    });
    expect(results.filter((result) => !result.ok).map((result) => result.recordId)).toEqual([
      'r1',
      'r11',
      'r12',
      'r13',
      'r14',
      'r15',
      'r16',
      'r17',
      'r18',
      'r19',
      'r20',
      'r21',
    ]);
    expect(results[0]).toEqual({ recordId: 'r1', ok: false, error: 'Record not found' });
    expect(results[10]).toEqual({ recordId: 'r11', ok: false, error: 'server down' });
  });

  it('keeps at most four groups on their way and returns the results in the records’ order', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `r${index + 1}`);
    const waiting: { first: string; answer: () => void }[] = [];
    let inFlight = 0;
    let most = 0;
    const progress: number[] = [];
    const saving = saveResponsesInGroups({
      recordIds: ids,
      status: 'submitted',
      values: {},
      send: (body) => {
        inFlight++;
        most = Math.max(most, inFlight);
        return new Promise((resolve) =>
          waiting.push({
            first: body.items[0]!.record_id,
            answer: () => {
              inFlight--;
              resolve({ items: body.items.map((item) => ({ item: response(item.record_id), error: null })) });
            },
          }),
        );
      },
      onProgress: ({ done }, results) => {
        progress.push(done);
        // Whatever came back so far, in the records' order.
        const order = results.map((result) => Number(result.recordId.slice(1)));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      },
    });
    await Promise.resolve();
    expect(waiting.map((entry) => entry.first)).toEqual(['r1', 'r11', 'r21', 'r31']);
    // Answered last first: the lanes take the next groups as they free up.
    while (waiting.length > 0) {
      waiting.pop()!.answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const results = await saving;
    expect(most).toBe(4);
    expect(progress).toEqual(Array.from({ length: 10 }, (_, index) => (index + 1) * 10));
    expect(results.map((result) => result.recordId)).toEqual(ids);
  });
});
