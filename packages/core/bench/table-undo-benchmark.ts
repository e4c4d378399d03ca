/**
 * Undo of a 1,000-cell paste in a 10,000 × 20 reference table (issue #16, goal ≤ 50 ms): the table model pastes
 * a 50 × 20 block (rows 5,000–5,049), then undoes it; each undo is timed from the intent to the new state with
 * its validation. Prints the median and p95 of 40 undos, and the same for paste and redo.
 *
 *   pnpm --filter @marginalia/core bench:table
 */
import { createTableStore } from '../src/referenceTable/createTableStore';
import type { TableSchemaFile, TableValue } from '../src/api/wire/tables';

const ROWS = 10_000;
const COLUMNS = 20;
const RUNS = 40;

function bigTable(): TableValue {
  const names = ['Outcome_ID', 'Study_ID', ...Array.from({ length: COLUMNS - 2 }, (_, i) => `c${i}`)];
  const data = Array.from({ length: ROWS }, (_, r) =>
    Object.fromEntries(
      names.map((name, c) => [name, c === 0 ? r + 1 : c === 1 ? `S${r % 50}` : (r * c) % 97]),
    ),
  );
  const validation: TableSchemaFile = {
    name: 'Outcome',
    columns: Object.fromEntries(
      names
        .slice(2)
        .map((name, i) => [
          name,
          i % 2 === 0
            ? {
                dtype: 'int64',
                nullable: true,
                checks: { greater_than_or_equal_to: 0, less_than_or_equal_to: 1000 },
              }
            : { dtype: 'float64', nullable: true },
        ]),
    ),
    index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true }],
    checks: { check_less_than: { columns_a: ['c0'], columns_b: ['c2'], or_equal: [true] } },
  };
  return {
    schema: { fields: names.map((name) => ({ name })), primaryKey: ['Outcome_ID'] },
    data,
    validation,
  };
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
}

async function main(): Promise<void> {
  const store = createTableStore();
  const started = performance.now();
  await store.getState().load(bigTable());
  const loadMs = performance.now() - started;
  const block = Array.from({ length: 50 }, (_, r) =>
    Array.from({ length: COLUMNS }, (_, c) => String(r * c + 1)),
  );
  const startRow = store.getState().document!.rows[5_000]!._id;
  const paste: number[] = [];
  const undo: number[] = [];
  const redo: number[] = [];
  for (let run = 0; run < RUNS + 5; run += 1) {
    let t = performance.now();
    store.getState().pasteBlock(startRow, 'Outcome_ID', block);
    const p = performance.now() - t;
    t = performance.now();
    store.getState().undo();
    const u = performance.now() - t;
    t = performance.now();
    store.getState().redo();
    const r = performance.now() - t;
    store.getState().undo();
    if (run >= 5) {
      paste.push(p);
      undo.push(u);
      redo.push(r);
    }
  }
  const state = store.getState();
  if (state.document!.rows[5_000]!['c0'] !== (5_000 * 2) % 97)
    throw new Error('undo did not restore the table');
  console.log(
    `Reference table ${ROWS.toLocaleString('en')} rows × ${COLUMNS} columns (load and full check ${loadMs.toFixed(0)} ms)`,
  );
  console.log(`paste 1,000 cells: ${stats(paste)}`);
  console.log(`undo of the paste: ${stats(undo)}   (goal: median ≤ 50 ms)`);
  console.log(`redo of the paste: ${stats(redo)}`);
}

void main();
