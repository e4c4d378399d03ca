import type { TableSchemaFile, TableValue } from '../../api/wire/tables';
import { hostTimers, type Timers } from '../../environment/Timers';

/** An outcomes table of a literature review: own index `Outcome_ID`, reference `Study_ID`, a few checked columns. */
export function outcomesTable(): TableValue {
  return {
    schema: {
      fields: [
        { name: 'Outcome_ID', type: 'integer' },
        { name: 'Study_ID', type: 'string' },
        { name: 'arm', type: 'string' },
        { name: 'n', type: 'integer' },
        { name: 'low', type: 'number' },
        { name: 'high', type: 'number' },
      ],
      primaryKey: ['Outcome_ID'],
      schemaName: 'Outcome',
      version_id: 'v-1',
    },
    data: [
      { Outcome_ID: 1, Study_ID: 'S1', arm: 'drug', n: 20, low: 1, high: 2 },
      { Outcome_ID: 2, Study_ID: 'S1', arm: 'placebo', n: 18, low: 1, high: 3 },
      { Outcome_ID: 3, Study_ID: 'S2', arm: 'drug', n: 31, low: 2, high: 4 },
    ],
    reference: 'smith2020',
  };
}

/** The schema of {@link outcomesTable}. */
export function outcomesSchema(): TableSchemaFile {
  return {
    name: 'Outcome',
    columns: {
      Study_ID: { dtype: 'str', required: true },
      arm: { dtype: 'str', checks: { isin: ['drug', 'placebo'] } },
      n: { dtype: 'int64', nullable: false, checks: { greater_than_or_equal_to: 0 } },
      low: { dtype: 'float64', nullable: true },
      high: { dtype: 'float64', nullable: true },
      dose: { dtype: 'float64', nullable: true },
    },
    index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true }],
    checks: { check_less_than: { columns_a: ['low'], columns_b: ['high'], or_equal: [false] } },
  };
}

/** Timeouts a test fires by hand: `advance(ms)` runs what is due. */
export function createManualTimers(): Timers & { advance(ms: number): void } {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    ...hostTimers,
    setTimeout(callback, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, entry] of [...pending]) {
        if (entry.at <= now) {
          pending.delete(id);
          entry.callback();
        }
      }
    },
  };
}
