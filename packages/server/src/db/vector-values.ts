import type { DialectName } from './dialect';
import type { VectorColumn } from './schema';

/**
 * Vectors are stored compactly as float32, like the search engine's `dense_vector`: a little-endian
 * Float32 BLOB on SQLite, a `real[]` on PostgreSQL. Each row also keeps its Euclidean norm so cosine
 * ranking divides once instead of recomputing it per query.
 */

/** Euclidean norm of the float32-rounded values (what ranking sees). */
export function vectorNorm(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) {
    const f = Math.fround(value);
    sum += f * f;
  }
  return Math.sqrt(sum);
}

/** The stored column value for a dialect. */
export function encodeVector(dialect: DialectName, values: readonly number[]): VectorColumn {
  if (dialect === 'postgres') return [...values];
  const floats = Float32Array.from(values);
  return Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength);
}

/** Float32 view of a BLOB, copying when the driver's buffer is not 4-byte aligned. */
export function float32View(blob: Uint8Array): Float32Array {
  const length = Math.floor(blob.byteLength / 4);
  if (blob.byteOffset % 4 === 0) return new Float32Array(blob.buffer, blob.byteOffset, length);
  const copy = new Uint8Array(length * 4);
  copy.set(blob.subarray(0, length * 4));
  return new Float32Array(copy.buffer);
}

/**
 * The shortest decimal that reads back as the same float32, so `0.1` stored comes back as `0.1`
 * (PostgreSQL prints `real` values the same way).
 */
export function shortestFloat32(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  for (let digits = 1; digits < 9; digits += 1) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return candidate;
  }
  return Number(value.toPrecision(9));
}

/** Decodes a stored vector (BLOB, `real[]` or legacy JSON text) to numbers. */
export function decodeVector(stored: VectorColumn): number[] {
  if (typeof stored === 'string') return JSON.parse(stored) as number[];
  if (Array.isArray(stored)) return stored.map(Number);
  return Array.from(float32View(stored), shortestFloat32);
}

/** A row of the `vectors` table without its id and timestamps. */
export interface VectorValueColumns {
  value: VectorColumn;
  norm: number;
}

/** The `value` and `norm` columns of a vector row. */
export function vectorColumns(dialect: DialectName, values: readonly number[]): VectorValueColumns {
  return { value: encodeVector(dialect, values), norm: vectorNorm(values) };
}

/** One vector setting's vectors as a dense float32 matrix, in record id order (`vectors/vector-index-cache.ts`). */
export interface VectorMatrix {
  /** The setting's revision when the matrix was loaded. */
  revision: number;
  dimensions: number;
  recordIds: string[];
  norms: Float64Array;
  values: Float32Array;
  /** Dot products of a float32 query with the first `rows` rows, in SIMD (`values` then live in its memory). */
  dotProducts?: (query: Float32Array, rows: number) => Float64Array;
}

/** The loaded matrices by vector setting id, one map per app (its context). */
export type VectorMatrixCache = Map<string, Promise<VectorMatrix>>;
