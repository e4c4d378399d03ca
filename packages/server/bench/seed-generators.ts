import type { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { newId, randomShuffleKey } from '../src/common/ids';
import { toJson } from '../src/db/json-column';
import { nowTimestamp } from '../src/common/time';
import { dialectOf } from '../src/db/database';
import type { Database, RecordsTable } from '../src/db/schema';
import type { AppEnv } from '../src/http/app-env';
import { insertRows } from '../src/db/insert-rows';
import {
  fieldTypesOf,
  indexNewRecords,
  searchVectorColumn,
  type RecordSearchVectorColumn,
} from '../src/records/record-search-index';
import { vectorColumns } from '../src/db/vector-values';

/** Calls the API in-process as the owner and fails loudly on a non-2xx answer. */
export function ownerCaller(app: Hono<AppEnv>, apiKey: string) {
  return async <T = { id: string }>(method: string, path: string, json?: unknown): Promise<T> => {
    const res = await app.request(`/api/v1${path}`, {
      method,
      headers: { 'X-Argilla-Api-Key': apiKey, 'Content-Type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const body = (await res.json()) as T;
    if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
}

/** What a benchmark's dataset holds besides its one required `text` field (request bodies as the API takes them). */
export interface BenchDatasetSettings {
  questions: object[];
  metadataProperties?: object[];
  vectorsSettings?: object[];
}

/** Creates a published dataset `name` in a new workspace through the API: a `text` field and `settings`. */
export async function createPublishedDataset(
  call: ReturnType<typeof ownerCaller>,
  name: string,
  settings: BenchDatasetSettings,
): Promise<string> {
  const workspace = await call('POST', '/workspaces', { name: `${name}-${Date.now()}` });
  const datasetId = (await call('POST', '/datasets', { name, workspace_id: workspace.id })).id;
  const children: [string, object[]][] = [
    ['fields', [{ name: 'text', title: 'Text', required: true, settings: { type: 'text' } }]],
    ['questions', settings.questions],
    ['metadata-properties', settings.metadataProperties ?? []],
    ['vectors-settings', settings.vectorsSettings ?? []],
  ];
  for (const [path, bodies] of children) {
    for (const body of bodies) await call('POST', `/datasets/${datasetId}/${path}`, body);
  }
  await call('PUT', `/datasets/${datasetId}/publish`);
  return datasetId;
}

/** A published dataset's id if it already holds `count` records (reused between runs). */
export async function existingDataset(
  db: Kysely<Database>,
  name: string,
  count: number,
): Promise<string | null> {
  const dataset = await db.selectFrom('datasets').select('id').where('name', '=', name).executeTakeFirst();
  if (!dataset) return null;
  const { n } = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dataset_id', '=', dataset.id)
    .executeTakeFirstOrThrow();
  return Number(n) === count ? dataset.id : null;
}

/** Inserts generated records (and their search index rows) in transactions of `batch`. */
export async function insertGeneratedRecords(
  db: Kysely<Database>,
  datasetId: string,
  count: number,
  make: (index: number) => {
    fields: unknown;
    metadata: unknown;
    status?: 'pending' | 'completed';
    vectors?: Record<string, number[]>;
  },
  onProgress: (done: number) => void = () => undefined,
  batch = 5000,
): Promise<string[]> {
  const fieldTypes = await fieldTypesOf(db, datasetId);
  const settings = await db
    .selectFrom('vectors_settings')
    .select(['id', 'name'])
    .where('dataset_id', '=', datasetId)
    .execute();
  const dialect = dialectOf(db);
  const ids: string[] = [];
  for (let start = 0; start < count; start += batch) {
    const rows: (RecordsTable & RecordSearchVectorColumn)[] = [];
    const vectors: Database['vectors'][] = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const made = make(i);
      const stamp = nowTimestamp();
      const record: RecordsTable & RecordSearchVectorColumn = {
        ...searchVectorColumn(dialect, made.fields as Record<string, unknown>, fieldTypes),
        id: newId(),
        dataset_id: datasetId,
        external_id: `r${i}`,
        fields: toJson(made.fields),
        metadata: toJson(made.metadata),
        status: made.status ?? 'pending',
        shuffle_key: randomShuffleKey(),
        inserted_at: stamp,
        updated_at: stamp,
      };
      rows.push(record);
      for (const [name, values] of Object.entries(made.vectors ?? {})) {
        const setting = settings.find((s) => s.name === name);
        if (!setting) throw new Error(`no vector setting ${name}`);
        vectors.push({
          id: newId(),
          record_id: record.id,
          vector_settings_id: setting.id,
          ...vectorColumns(dialect, values),
          inserted_at: stamp,
          updated_at: stamp,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, 'records', rows);
      await insertRows(trx, 'vectors', vectors);
      await indexNewRecords(trx, rows, fieldTypes);
    });
    ids.push(...rows.map((r) => r.id));
    onProgress(ids.length);
  }
  // Fresh statistics and visibility maps, as autovacuum (PostgreSQL) or `pragma optimize` (SQLite)
  // would leave them after a bulk load.
  await sql`${sql.raw(dialectOf(db) === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db);
  return ids;
}
