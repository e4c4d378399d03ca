// What the demo-dataset generators share: the columns of the Outcome table and how a dataset's files are written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Table Schema fields of an `Outcome` table (the reference-table and documents demos fill the same table). */
export const OUTCOME_FIELDS = [
  { name: 'Outcome_ID', type: 'integer' },
  { name: 'Study_ID', type: 'string' },
  { name: 'outcome', type: 'string' },
  { name: 'arm', type: 'string' },
  { name: 'n', type: 'integer' },
  { name: 'mean', type: 'number' },
  { name: 'ci_low', type: 'number' },
  { name: 'ci_high', type: 'number' },
  { name: 'timepoint', type: 'string' },
];

/** Writes `<name>.dataset.json` (the settings, pretty) and `<name>.records.jsonl` (one record a line) to `outDir`. */
export function writeDatasetFiles(outDir, name, settings, records) {
  writeFileSync(join(outDir, `${name}.dataset.json`), `${JSON.stringify(settings, null, 2)}\n`);
  writeFileSync(
    join(outDir, `${name}.records.jsonl`),
    `${records.map((record) => JSON.stringify(record)).join('\n')}\n`,
  );
}
