import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { float32View, type VectorMatrix, type VectorMatrixCache } from '../db/vector-values';

/**
 * SQLite's in-memory similarity index: one vector setting's vectors as a dense float32 matrix, loaded
 * on first use and reloaded when the setting's revision (bumped by triggers on every vector write,
 * cascades included) moves. Ranking then is a tight loop over the matrix instead of one SQL function
 * call per row, which costs more in argument conversion than the arithmetic itself.
 */

/** Most floats kept in memory across all settings (512 MB); larger settings rank in SQL instead. */
export const VECTOR_CACHE_MAX_FLOATS = 128 * 1024 * 1024;


async function revisionOf(db: Kysely<Database>, settingsId: string): Promise<number> {
  const row = await db
    .selectFrom('vector_settings_revisions')
    .select('revision')
    .where('vector_settings_id', '=', settingsId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

async function loadMatrix(
  db: Kysely<Database>,
  settingsId: string,
  dimensions: number,
  revision: number,
): Promise<VectorMatrix> {
  const rows = await db
    .selectFrom('vectors')
    .select(['record_id', 'value', 'norm'])
    .where('vector_settings_id', '=', settingsId)
    .orderBy('record_id')
    .execute();
  const values = new Float32Array(rows.length * dimensions);
  const norms = new Float64Array(rows.length);
  const recordIds: string[] = [];
  rows.forEach((row, i) => {
    const stored = float32View(row.value as Uint8Array);
    values.set(stored.length === dimensions ? stored : new Float32Array(dimensions), i * dimensions);
    norms[i] = stored.length === dimensions ? Number(row.norm) : 0;
    recordIds.push(row.record_id);
  });
  return { revision, dimensions, recordIds, norms, values };
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
  const loading = loadMatrix(db, settings.id, dimensions, revision);
  cache.set(settings.id, loading);
  loading.catch(() => cache.delete(settings.id));
  return loading;
}

/** Dot product of a matrix row and the query; four accumulators keep the loop's dependency chains short. */
function dotProduct(values: Float32Array, offset: number, q: Float32Array): number {
  const n = q.length;
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  let j = 0;
  for (; j + 3 < n; j += 4) {
    const o = offset + j;
    d0 += (values[o] as number) * (q[j] as number);
    d1 += (values[o + 1] as number) * (q[j + 1] as number);
    d2 += (values[o + 2] as number) * (q[j + 2] as number);
    d3 += (values[o + 3] as number) * (q[j + 3] as number);
  }
  for (; j < n; j += 1) d0 += (values[offset + j] as number) * (q[j] as number);
  return d0 + d1 + d2 + d3;
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
  for (let row = 0; row < recordIds.length; row += 1) {
    const id = recordIds[row] as string;
    if (id === exclude || (allowed && !allowed.has(id))) continue;
    const norm = norms[row] as number;
    let score = Number.NEGATIVE_INFINITY;
    if (norm !== 0 && queryNorm !== 0) {
      score = dotProduct(values, row * dimensions, q) / (norm * queryNorm);
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
