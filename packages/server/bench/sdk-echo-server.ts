import { createServer } from 'node:http';
import { bodyText } from '../src/http/request-body';

/**
 * The ceiling of `bench:sdk-log` (its `--ceiling`): a server that does no more with each `records.log()` batch
 * than any server must — read it, parse it, and answer the records with ids and their vectors rounded to float32 —
 * and stores nothing. What it reaches is the most records/s that the SDK's exchange (one batch at a time, each
 * answered with its records) allows on this machine, whatever the server does besides.
 */
const port = Number(process.env['PORT'] ?? 7300);
const now = new Date().toISOString().replace('Z', '');
let next = 0;

interface SentRecord {
  id?: string | null;
  vectors?: Record<string, number[]>;
  [key: string]: unknown;
}

function answered(record: SentRecord): object {
  const vectors: Record<string, number[]> = {};
  for (const [name, values] of Object.entries(record.vectors ?? {}))
    vectors[name] = Array.from(Float32Array.from(values));
  next += 1;
  return {
    ...record,
    id: record.id ?? `00000000-0000-7000-8000-${String(next).padStart(12, '0')}`,
    vectors,
    dataset_id: '00000000-0000-7000-8000-000000000000',
    inserted_at: now,
    updated_at: now,
  };
}

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(bodyText(Buffer.concat(chunks))) as { items: SentRecord[] };
    const text = JSON.stringify({ items: body.items.map(answered), updated_item_ids: [] });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(text);
  });
}).listen(port, '127.0.0.1', () => process.stdout.write(`echo server listening on ${port}\n`));
