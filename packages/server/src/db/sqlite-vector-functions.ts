import type SQLite from 'better-sqlite3';
import { float32View } from './vector-values';

/** A query vector as the SQL function reads it. */
interface QueryVector {
  values: Float32Array;
  norm: number;
}

// Query vectors are handed to SQL by a numeric token: binding the vector itself would copy it
// into a fresh Buffer on every row the function is called for.
const queryVectors = new Map<number, QueryVector>();
let nextToken = 1;

/**
 * Makes a query vector available to `mg_cosine` for the duration of `work` (one search). SQLite runs
 * the statement synchronously inside `work`, so the token is never read after it is released.
 *
 * @example
 * await withQueryVector([0.1, 0.2], (token) => sql`select mg_cosine(value, norm, ${token})`.execute(db));
 */
export async function withQueryVector<T>(
  values: readonly number[],
  work: (token: number) => Promise<T>,
): Promise<T> {
  const token = nextToken++;
  const floats = Float32Array.from(values);
  let sum = 0;
  for (const value of floats) sum += value * value;
  queryVectors.set(token, { values: floats, norm: Math.sqrt(sum) });
  try {
    return await work(token);
  } finally {
    queryVectors.delete(token);
  }
}

/**
 * `mg_cosine(blob, norm, token)`: cosine similarity between a stored float32 BLOB (with its stored
 * norm) and the registered query vector; NULL when either is missing, of another length or zero.
 */
export function registerSqliteVectorFunctions(sqlite: SQLite.Database): void {
  sqlite.function('mg_cosine', { deterministic: true }, (blob: unknown, norm: unknown, token: unknown) => {
    const query = queryVectors.get(Number(token));
    if (!query || !(blob instanceof Uint8Array) || typeof norm !== 'number') return null;
    const stored = float32View(blob);
    const q = query.values;
    if (stored.length !== q.length || norm === 0 || query.norm === 0) return null;
    let dot = 0;
    for (let i = 0; i < q.length; i += 1) dot += (stored[i] as number) * (q[i] as number);
    return dot / (norm * query.norm);
  });
}
