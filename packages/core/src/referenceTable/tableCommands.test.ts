import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyCommand, invertCommand } from './tableCommands';
import { columnNames, fromTableValue, toTableValue } from './tableDocument';
import * as edits from './tableEditCommands';
import { rulesFromSchema } from './schemaRules';
import { changedMarks, revalidateRows, validateTable } from './validateTable';
import { commandReach } from './tableCommands';
import { outcomesSchema, outcomesTable } from './testing/tableFixtures';

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('table commands', () => {
  it('every edit undone by its inverse restores the table exactly; the incremental check equals a full one', () => {
    const next = random(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const values = ['1', '-1', 'NA', '', 'drug', 'placebo', 'x', 3, 4.5, null];
    let doc = fromTableValue(outcomesTable());
    const schema = outcomesSchema();
    schema.columns!['arm'] = { dtype: 'str', unique: true };
    for (let step = 0; step < 300; step += 1) {
      const ids = doc.rows.map((r) => r._id);
      const columns = doc.fields.map((f) => f.name);
      const builders = [
        () => edits.editCellCommand(doc, pick(ids), pick(columns), pick(values)),
        () =>
          edits.pasteCommand(doc, pick(ids), pick(columns), [[pick(values), pick(values)], [pick(values)]]),
        () => edits.addRowCommand(doc, pick(ids)),
        () => edits.duplicateRowsCommand(doc, [pick(ids), pick(ids)]),
        () => edits.deleteRowsCommand(doc, [pick(ids)]),
        () => edits.addColumnCommand(doc),
        () => edits.renameColumnCommand(doc, pick(columns), `c${step}`),
        () => edits.deleteColumnCommand(doc, pick(columns)),
      ];
      const result = (ids.length === 0 ? builders[2]! : pick(builders))();
      if (!result.ok || !result.command) continue;
      const after = applyCommand(doc, result.command);
      expect(toTableValue(applyCommand(after, invertCommand(result.command)))).toEqual(toTableValue(doc));
      const rules = rulesFromSchema(
        schema,
        after.fields.map((f) => f.name),
      );
      const reach = commandReach(result.command);
      if (!reach.all) {
        const before = validateTable(doc.rows, rules);
        const full = validateTable(after.rows, rules);
        const rebuilt = revalidateRows(
          validateTable(doc.rows, rules),
          after.rows,
          rules,
          reach.rowIds,
          reach.columns,
        );
        expect(rebuilt.errors).toEqual(full.errors);
        // The maps are updated in place; a copy keeps the marks as drawn before the edit.
        const drawn = new Map(before.errors);
        const incremental = revalidateRows(before, after.rows, rules, reach.rowIds, reach.columns, doc.rows);
        expect(incremental.errors).toEqual(full.errors);
        expect(incremental.count).toBe(full.count);
        expect(incremental.unique).toEqual(full.unique);
        // Every row whose marks differ is among the changed rows, so a grid redrawing only those is right.
        const changed = changedMarks(before, incremental);
        for (const id of new Set([...drawn.keys(), ...full.errors.keys()]))
          if (!isDeepStrictEqual(drawn.get(id), full.errors.get(id))) expect(changed?.has(id)).toBe(true);
      }
      doc = after;
    }
  });

  it('keeps hidden ids unique and counts on from the highest', () => {
    const doc = fromTableValue({
      schema: { fields: [{ name: 'a' }] },
      data: [
        { a: 1, _id: 7 },
        { a: 2, _id: 3 },
      ],
    });
    expect(doc.rows.map((r) => r._id)).toEqual([7, 3]);
    expect(doc.nextId).toBe(8);
    const clashing = fromTableValue({ schema: { fields: [{ name: 'a' }] }, data: [{ _id: 1 }, { _id: 1 }] });
    expect(clashing.rows.map((r) => r._id)).toEqual([0, 1]);
  });

  it('tells a grid which rows changed marks, or null when it missed a check or after a full one', () => {
    const doc = fromTableValue(outcomesTable());
    const rules = rulesFromSchema(outcomesSchema(), columnNames(doc));
    const loaded = validateTable(doc.rows, rules);
    const edit = edits.editCellCommand(doc, 1, 'n', -5);
    if (!edit.ok || !edit.command) throw new Error('no edit');
    const edited = applyCommand(doc, edit.command);
    const reach = commandReach(edit.command);
    const first = revalidateRows(loaded, edited.rows, rules, reach.rowIds, reach.columns, doc.rows);
    expect(first.errors.get(1)?.get('n')).toEqual({ key: 'validation.greaterOrEqual', params: { min: 0 } });
    expect([...(changedMarks(loaded, first) ?? [])]).toEqual([1]);
    expect(changedMarks(first, first)).toEqual(new Set());
    const undone = applyCommand(edited, invertCommand(edit.command));
    const second = revalidateRows(first, undone.rows, rules, reach.rowIds, reach.columns, edited.rows);
    expect([...(changedMarks(first, second) ?? [])]).toEqual([1]);
    // A grid that drew `loaded` and did not see `first` redraws every mark.
    expect(changedMarks(loaded, second)).toBeNull();
    expect(changedMarks(second, validateTable(undone.rows, rules))).toBeNull();
  });

  it('saves the table without _id, copying only the rows an edit changed', () => {
    const doc = fromTableValue(outcomesTable());
    const saved = toTableValue(doc);
    expect(saved.data).toEqual(outcomesTable().data);
    const edit = edits.editCellCommand(doc, 2, 'arm', 'placebo');
    if (!edit.ok || !edit.command) throw new Error('no edit');
    const next = toTableValue(applyCommand(doc, edit.command));
    expect(next.data[2]).toEqual({ ...outcomesTable().data[2], arm: 'placebo' });
    expect(next.data[0]).toBe(saved.data[0]);
    expect(next.data[2]).not.toBe(saved.data[2]);
    expect(saved.data[2]?.arm).toBe('drug');
  });
});
