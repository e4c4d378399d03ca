import { describe, expect, it } from 'vitest';
import { applyCommand, invertCommand } from './tableCommands';
import { fromTableValue, toTableValue } from './tableDocument';
import * as edits from './tableEditCommands';
import { rulesFromSchema } from './schemaRules';
import { revalidateRows, validateTable } from './validateTable';
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
        const incremental = revalidateRows(before, after.rows, rules, reach.rowIds, reach.columns, doc.rows);
        expect(incremental.errors).toEqual(full.errors);
        expect(incremental.count).toBe(full.count);
        expect(incremental.unique).toEqual(full.unique);
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
});
