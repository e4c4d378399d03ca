// Backups taken while annotators submit (drill 7): the command line in its own process, and what a restored
// copy holds compared with what the annotators were told was saved.
import { spawn } from 'node:child_process';
import { createDatabase } from '../../db/database';
import { cliEntry } from '../server-process-bundle';

/** Runs the command line (`marginalia backup|restore <file>`) in its own process, as an operator would. */
export async function runCli(args: string[], databaseUrl: string): Promise<string> {
  const entry = await cliEntry();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      env: { PATH: process.env['PATH'] ?? '', MARGINALIA_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`)),
    );
  });
}

/** The responses stored in a database: id → record id and the `label` answer (null unless submitted). */
export async function storedResponses(databaseUrl: string): Promise<Map<string, [string, unknown]>> {
  const db = createDatabase(databaseUrl);
  try {
    const rows = await db.selectFrom('responses').select(['id', 'record_id', 'values', 'status']).execute();
    return new Map(
      rows.map((row) => {
        const values = (typeof row.values === 'string' ? JSON.parse(row.values) : row.values) as {
          label?: { value: unknown };
        } | null;
        return [row.id, [row.record_id, row.status === 'submitted' ? (values?.label?.value ?? null) : null]];
      }),
    );
  } finally {
    await db.destroy();
  }
}

/** An answer the server acknowledged, with when (`performance.now()`). */
export interface AcknowledgedAnswer {
  recordId: string;
  label: string;
  at: number;
}

/**
 * Compares a restored snapshot taken between `from` and `to` with the acknowledged answers: every answer
 * acknowledged before `from` must be there with its value, and everything there must be an acknowledged answer
 * with its value. (An answer in the snapshot may be acknowledged after `to`: the server commits before it
 * answers.) Returns the differences (empty when consistent).
 */
export function snapshotDifferences(
  stored: Map<string, [string, unknown]>,
  acknowledged: Map<string, AcknowledgedAnswer>,
  from: number,
  /** Records whose request failed on the network: an answer to them may be stored without an acknowledgement. */
  uncertain: ReadonlySet<string> = new Set(),
): string[] {
  const differences: string[] = [];
  for (const [id, answer] of acknowledged) {
    if (answer.at >= from) continue;
    const found = stored.get(id);
    if (!found) differences.push(`missing ${id}`);
    else if (found[0] !== answer.recordId || found[1] !== answer.label) differences.push(`changed ${id}`);
  }
  for (const [id, [recordId, label]] of stored) {
    const answer = acknowledged.get(id);
    if (!answer) {
      if (!uncertain.has(recordId)) differences.push(`never acknowledged ${id}`);
    } else if (answer.recordId !== recordId || answer.label !== label) differences.push(`changed ${id}`);
  }
  return differences;
}
