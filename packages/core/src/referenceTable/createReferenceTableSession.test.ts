import { describe, expect, it, vi } from 'vitest';
import type { TableValue } from '../api/wire/tables';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createReferenceTableSession } from './createReferenceTableSession';
import { createManualTimers, outcomesTable } from './testing/tableFixtures';

describe('createReferenceTableSession', () => {
  it('does not reload the value it sent itself, so undo history survives the answer echo', async () => {
    const sent: (TableValue | null)[] = [];
    const session = createReferenceTableSession({ onChange: (value) => void sent.push(value) });
    await session.receive(outcomesTable());
    session.table.getState().editCell(0, 'arm', 'placebo');
    expect(sent).toHaveLength(1);
    const load = vi.spyOn(session.table.getState(), 'load');
    await session.receive(sent[0]);
    await session.receive(JSON.stringify(sent[0]));
    expect(load).not.toHaveBeenCalled();
    expect(session.table.getState().canUndo).toBe(true);
    await session.receive(outcomesTable());
    expect(session.table.getState().canUndo).toBe(false);
    expect(session.table.getState().document?.rows[0]?.arm).toBe(outcomesTable().data[0]!.arm);
    session.dispose();
  });

  it('moves the layout of a renamed column and forgets a deleted one', async () => {
    const timers = createManualTimers();
    const storage = createMemoryStorage();
    const session = createReferenceTableSession({ storage, layoutKey: 'k', timers });
    await session.receive(outcomesTable());
    session.layout.getState().resizeColumn('arm', 120);
    session.layout.getState().toggleFrozen('n');
    expect(session.renameColumn('arm', 'study.arm').ok).toBe(true);
    expect(session.layout.getState().widths).toEqual({ 'study arm': 120 });
    expect(session.deleteColumn('n').ok).toBe(true);
    expect(session.layout.getState().frozen).toEqual([]);
    expect(session.deleteColumn('Outcome_ID').ok).toBe(false);
    session.dispose();
    expect(JSON.parse(storage.getItem('k')!)).toEqual({
      widths: { 'study arm': 120 },
      frozen: [],
      filters: {},
    });
  });
});
