import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import { float32View, type VectorMatrix, type VectorMatrixCache } from '../db/vector-values';
import { createDotProductMatrix, dotProductJs } from './simd-dot-products';

/**
 * The in-memory similarity index of both databases: one vector setting's vectors as a dense float32 matrix,
 * loaded on first use and reloaded when the setting's revision (bumped by triggers on every vector write,
 * cascades included: migrations 0004 and 0014) moves. Ranking then is a tight loop over the matrix instead of
 * one SQL function call per row (SQLite), or detoasting and unnesting every stored array per query (PostgreSQL).
 */

/** Most floats kept in memory across all settings (512 MB); larger settings rank in SQL instead. */
export const VECTOR_CACHE_MAX_FLOATS = 128 * 1024 * 1024;

/** Vectors read per query while loading a matrix from PostgreSQL (about 6 MB of `array_send` output). */
const POSTGRES_LOAD_PAGE = 1000;

async function revisionOf(db: Kysely<Database>, settingsId: string): Promise<number> {
  const row = await db
    .selectFrom('vector_settings_revisions')
    .select('revision')
    .where('vector_settings_id', '=', settingsId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** One stored vector as the loader reads it: float32 values (wrong length: a zero vector) and its norm. */
type VectorSink = (recordId: string, values: Float32Array, norm: number) => void;

async function readSqliteVectors(db: Kysely<Database>, settingsId: string, sink: VectorSink): Promise<void> {
  const rows = await db
    .selectFrom('vectors')
    .select(['record_id', 'value', 'norm'])
    .where('vector_settings_id', '=', settingsId)
    .orderBy('record_id')
    .execute();
  for (const row of rows) sink(row.record_id, float32View(row.value as Uint8Array), Number(row.norm));
}

/**
 * A `real[]` in PostgreSQL's binary array format (`array_send`): 12 header bytes, 8 per dimension, then per
 * element a 4-byte length and a big-endian float32. Decoding it is far cheaper than parsing the text form.
 */
function decodeArraySend(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || view.getInt32(0) !== 1) return new Float32Array(0);
  const length = view.getInt32(12);
  const values = new Float32Array(length);
  for (let i = 0, offset = 20; i < length; i += 1, offset += 8) {
    // A NULL element (length -1) reads as 0; vectors are written without them.
    values[i] = view.getInt32(offset) === 4 ? view.getFloat32(offset + 4) : 0;
  }
  return values;
}

async function readPostgresVectors(
  db: Kysely<Database>,
  settingsId: string,
  sink: VectorSink,
): Promise<void> {
  // Pages by record id keep each result small; the order is the matrix order, as on SQLite.
  let after = '';
  for (;;) {
    const page = await sql<{ record_id: string; norm: number; value: Uint8Array }>`
      select record_id, norm, array_send(value) as value from vectors
      where vector_settings_id = ${settingsId} and record_id > ${after}
      order by record_id limit ${POSTGRES_LOAD_PAGE}`.execute(db);
    for (const row of page.rows) sink(row.record_id, decodeArraySend(row.value), Number(row.norm));
    if (page.rows.length < POSTGRES_LOAD_PAGE) return;
    after = (page.rows[page.rows.length - 1] as { record_id: string }).record_id;
  }
}

/** Room for `capacity` rows: in WebAssembly memory when SIMD ranking is available, else a plain array. */
function matrixStorage(capacity: number, dimensions: number): Pick<VectorMatrix, 'values' | 'dotProducts'> {
  const simd = createDotProductMatrix(capacity, dimensions);
  if (!simd) return { values: new Float32Array(capacity * dimensions) };
  return { values: simd.values, dotProducts: (query, rows) => simd.dotProducts(query, rows) };
}

async function loadMatrix(
  db: Kysely<Database>,
  settingsId: string,
  dimensions: number,
  revision: number,
  count: number,
): Promise<VectorMatrix> {
  // `count` was read before: vectors added since grow the storage, and the matrix is reloaded on next use.
  let storage = matrixStorage(count, dimensions);
  let norms = new Float64Array(count);
  const recordIds: string[] = [];
  const sink: VectorSink = (recordId, stored, norm) => {
    const i = recordIds.length;
    if (i === norms.length) {
      const larger = matrixStorage(Math.max(16, i * 2), dimensions);
      larger.values.set(storage.values);
      storage = larger;
      const largerNorms = new Float64Array(Math.max(16, i * 2));
      largerNorms.set(norms);
      norms = largerNorms;
    }
    if (stored.length === dimensions) storage.values.set(stored, i * dimensions);
    norms[i] = stored.length === dimensions ? norm : 0;
    recordIds.push(recordId);
  };
  if (dialectOf(db) === 'postgres') await readPostgresVectors(db, settingsId, sink);
  else await readSqliteVectors(db, settingsId, sink);
  const rows = recordIds.length;
  return {
    ...storage,
    revision,
    dimensions,
    recordIds,
    norms: norms.subarray(0, rows),
    values: storage.values.subarray(0, rows * dimensions),
  };
}

/**
 * The current matrix of a vector setting, or null when it would not fit the memory budget (the
 * caller then ranks in SQL). Concurrent callers share one load; `cache` is the app context's.
 */
export async function vectorMatrix(
  db: Kysely<Database>,
  cache: VectorMatrixCache,
  settings: { id: string; dimensions: number },
): Promise<VectorMatrix | null> {
  const dimensions = Number(settings.dimensions);
  const revision = await revisionOf(db, settings.id);
  const cached = cache.get(settings.id);
  if (cached && (await cached).revision === revision) return cached;
  const { count } = await db
    .selectFrom('vectors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('vector_settings_id', '=', settings.id)
    .executeTakeFirstOrThrow();
  if (Number(count) * dimensions > VECTOR_CACHE_MAX_FLOATS) {
    cache.delete(settings.id);
    return null;
  }
  // Keep the budget: a new load evicts every other setting's matrix.
  let used = 0;
  for (const entry of cache.values()) used += (await entry).values.length;
  if (used + Number(count) * dimensions > VECTOR_CACHE_MAX_FLOATS) cache.clear();
  const loading = loadMatrix(db, settings.id, dimensions, revision, Number(count));
  cache.set(settings.id, loading);
  loading.catch(() => cache.delete(settings.id));
  return loading;
}

/** One ranked neighbour: a record id and its cosine similarity (null for a zero vector). */
export interface Neighbour {
  recordId: string;
  cosine: number | null;
}

/**
 * The `k` records most similar (cosine) to `query`, among `allowed` ids when given, never `exclude`.
 * Ties rank by record id (the matrix order) and zero vectors come last, like the SQL ranking.
 */
export function nearestNeighbours(
  matrix: VectorMatrix,
  query: readonly number[],
  k: number,
  allowed: ReadonlySet<string> | null,
  exclude: string | null,
): Neighbour[] {
  const q = Float32Array.from(query);
  let queryNorm = 0;
  for (const value of q) queryNorm += value * value;
  queryNorm = Math.sqrt(queryNorm);
  const { dimensions, values, norms, recordIds } = matrix;
  // A bounded min-heap of (score, row): the root is the weakest of the best k so far.
  const heapScores = new Float64Array(k);
  const heapRows = new Int32Array(k);
  let size = 0;
  const less = (a: number, b: number) =>
    (heapScores[a] as number) < (heapScores[b] as number) ||
    ((heapScores[a] as number) === (heapScores[b] as number) &&
      (heapRows[a] as number) > (heapRows[b] as number));
  const swap = (a: number, b: number) => {
    const s = heapScores[a] as number;
    heapScores[a] = heapScores[b] as number;
    heapScores[b] = s;
    const r = heapRows[a] as number;
    heapRows[a] = heapRows[b] as number;
    heapRows[b] = r;
  };
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < size && less(left, smallest)) smallest = left;
      if (right < size && less(right, smallest)) smallest = right;
      if (smallest === i) return;
      swap(i, smallest);
      i = smallest;
    }
  };
  // Every row at once in SIMD, unless a filter leaves so few rows that skipping the rest row by row is cheaper.
  const simd = matrix.dotProducts && (!allowed || allowed.size * 8 > recordIds.length);
  const dots = simd ? matrix.dotProducts!(q, recordIds.length) : null;
  for (let row = 0; row < recordIds.length; row += 1) {
    const id = recordIds[row] as string;
    if (id === exclude || (allowed && !allowed.has(id))) continue;
    const norm = norms[row] as number;
    let score = Number.NEGATIVE_INFINITY;
    if (norm !== 0 && queryNorm !== 0) {
      const dot = dots ? (dots[row] as number) : dotProductJs(values, row * dimensions, q);
      score = dot / (norm * queryNorm);
    }
    if (size < k) {
      heapScores[size] = score;
      heapRows[size] = row;
      size += 1;
      for (let i = size - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!less(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (
      k > 0 &&
      (score > (heapScores[0] as number) || (score === heapScores[0] && row < (heapRows[0] as number)))
    ) {
      heapScores[0] = score;
      heapRows[0] = row;
      siftDown(0);
    }
  }
  const best = Array.from({ length: size }, (_, i) => ({
    score: heapScores[i] as number,
    row: heapRows[i] as number,
  }));
  best.sort((a, b) => b.score - a.score || a.row - b.row);
  return best.map(({ score, row }) => ({
    recordId: recordIds[row] as string,
    cosine: Number.isFinite(score) ? score : null,
  }));
}
