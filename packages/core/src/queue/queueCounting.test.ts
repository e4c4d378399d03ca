import { describe, expect, it } from 'vitest';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { pageAt, type RecordCriteria } from '../criteria/RecordCriteria';
import type { AfterPaint } from '../environment/afterPaint';
import { createRecordQueueStore } from './createRecordQueueStore';
import { DATASET_ID, SEARCH_PATH, USER_ID, createFakeRecordServer } from './testing/createFakeRecordServer';

const PAGE_PATH = `${SEARCH_PATH}/page`;
const TOTAL_PATH = `${SEARCH_PATH}/total`;

/** A queue that counts after a paint the test makes happen (`paint()`). */
function setup(count: number, initial: Partial<RecordCriteria> = {}) {
  const fake = createFakeRecordServer(count);
  const waiting: (() => void)[] = [];
  const afterPaint: AfterPaint = (work) => {
    waiting.push(work);
    return () => waiting.splice(waiting.indexOf(work), 1);
  };
  const criteria = createRecordCriteriaStore({ datasetId: DATASET_ID, initial });
  const queue = createRecordQueueStore({
    client: fake.client,
    datasetId: DATASET_ID,
    userId: USER_ID,
    criteria,
    countAfterPaint: afterPaint,
  });
  const state = () => queue.getState();
  const paint = async () => {
    waiting.splice(0).forEach((work) => work());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const goTo = async (page: number) => {
    criteria.getState().goToPage(page);
    criteria.getState().commit();
    await state().sync();
    await state().whenBuffered();
  };
  const calls = (path: string) => fake.server.callsTo('POST', path).length;
  return { ...fake, criteria, state, paint, goTo, calls };
}

describe('the record queue counting after the paint', () => {
  it('shows the first record from an uncounted page, then asks for the total once painted', async () => {
    const { state, paint, calls } = setup(25);
    await state().load();
    expect([calls(PAGE_PATH), calls(SEARCH_PATH), calls(TOTAL_PATH)]).toEqual([1, 0, 0]);
    expect(state().pageRecords.map((record) => record.id)).toEqual(['rec-1']);
    // One past the ten records held: more follow, so Next works before the count.
    expect([state().total, state().totalKnown, state().canGoNext]).toEqual([11, false, true]);
    await paint();
    expect(calls(TOTAL_PATH)).toBe(1);
    expect([state().total, state().totalKnown]).toEqual([25, true]);
  });

  it('adds the held records that left the filter to the count, as a counted window does', async () => {
    const { state, paint, respond } = setup(25);
    await state().load();
    // Two records answered before the paint: the server counts 23 pending, the queue still holds them.
    for (const n of [1, 2]) {
      respond(`rec-${n}`, 'submitted');
      const held = state().records.find((entry) => entry.record.id === `rec-${n}`)!.record;
      state().replaceRecord({ ...held, status: 'submitted' });
    }
    await paint();
    expect(state().total).toBe(25);
  });

  it('knows the total at once when the first page holds every record, and asks for no count', async () => {
    const { state, paint, calls } = setup(4);
    await state().load();
    expect([state().total, state().totalKnown, state().canGoNext]).toEqual([4, true, true]);
    await paint();
    expect(calls(TOTAL_PATH)).toBe(0);
  });

  it('keeps a window that reached the end over the count still on its way', async () => {
    const { state, goTo, paint, calls } = setup(14);
    await state().load();
    expect(state().totalKnown).toBe(false);
    // Page 6 leaves few held records after it: the fetch-ahead reads 11–14, the last ones.
    await goTo(6);
    expect([state().total, state().totalKnown]).toEqual([14, true]);
    await paint();
    expect(calls(TOTAL_PATH)).toBe(1);
    expect(state().total).toBe(14);
    await goTo(14);
    expect(state().canGoNext).toBe(false);
  });

  it('drops the count of a list replaced before the paint', async () => {
    const { state, criteria, paint, calls } = setup(25);
    await state().load();
    criteria.getState().setStatus('draft');
    criteria.getState().commit();
    await state().sync();
    await paint();
    // The replaced list's count is cancelled; the draft list (empty) is known from its page.
    expect(calls(TOTAL_PATH)).toBe(0);
    expect([state().total, state().totalKnown]).toEqual([0, true]);
  });

  it('reads bulk mode counted: its page and select-all need the total with the records', async () => {
    const { state, calls } = setup(30, { page: pageAt('bulk', 1, 10) });
    await state().load();
    expect(calls(PAGE_PATH)).toBe(0);
    expect(calls(SEARCH_PATH)).toBeGreaterThan(0);
    expect([state().total, state().totalKnown]).toEqual([30, true]);
  });

  it('leaves the total inexact when the count fails, and Next still works', async () => {
    const { state, paint, server } = setup(25);
    server.on('POST', TOTAL_PATH, { status: 500, body: { detail: 'down' } });
    await state().load();
    await paint();
    expect([state().total, state().totalKnown, state().canGoNext]).toEqual([11, false, true]);
  });
});
