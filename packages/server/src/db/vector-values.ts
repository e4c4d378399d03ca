import type { DialectName } from './dialect';
import { printFloat32s, shortestFloat32 } from './float32-decimal';
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

/** PostgreSQL's type oid of `real` (`float4`), the element type a binary `real[]` names. */
const FLOAT4_OID = 700;

/**
 * A `real[]` in PostgreSQL's binary form (`array_send`: dimensions, null flag, element type, length and lower bound,
 * then each element's length and big-endian float32), which the driver binds as a binary parameter (it sends every
 * `Buffer` so). PostgreSQL then reads four bytes an element where the text form had it parse a decimal: binding a
 * batch of the SDK's 256 768-dimension vectors took 62 ms of its time as text (issue #27). The values are rounded to
 * float32 as the `real` column would round their decimals.
 */
export function realArrayBinary(values: readonly number[]): Buffer {
  const count = values.length;
  const header = count === 0 ? 12 : 20;
  const bytes = Buffer.allocUnsafe(header + count * 8);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.setInt32(0, count === 0 ? 0 : 1);
  view.setInt32(4, 0);
  view.setInt32(8, FLOAT4_OID);
  if (count > 0) {
    view.setInt32(12, count);
    view.setInt32(16, 1);
  }
  for (let i = 0, offset = header; i < count; i += 1, offset += 8) {
    view.setInt32(offset, 4);
    view.setFloat32(offset + 4, values[i] as number);
  }
  return bytes;
}

/** A sent vector's stored values, by the sent array: one bulk write both stores and answers each vector. */
const storedValuesOfSent = new WeakMap<readonly number[], number[]>();

/** The JSON text of stored values, by the (shared, never changed) array `storedVectorValues` made. */
const jsonOfStored = new WeakMap<readonly number[], string>();

/**
 * Values as the database gives them back (`decodeVector`): rounded to float32 and printed shortest. Computed once
 * per sent array, with their JSON text (`printedVectorJson`), which a bulk write's answer splices in instead of
 * printing the numbers again; the result is shared, never to be changed.
 */
export function storedVectorValues(values: readonly number[]): number[] {
  let stored = storedValuesOfSent.get(values);
  if (!stored) {
    const printed = printFloat32s(values);
    stored = printed.values;
    storedValuesOfSent.set(values, stored);
    jsonOfStored.set(stored, printed.json);
  }
  return stored;
}

/** `JSON.stringify(values)` of values `storedVectorValues` made, printed with them; else undefined. */
export function printedVectorJson(values: readonly number[]): string | undefined {
  return jsonOfStored.get(values);
}

/**
 * The `value` and `norm` columns of a vector row being written: a float32 BLOB on SQLite, a binary `real[]` on
 * PostgreSQL (`realArrayBinary`).
 */
export function vectorColumns(dialect: DialectName, values: readonly number[]): VectorValueColumns {
  if (dialect !== 'postgres') return { value: encodeVector(dialect, values), norm: vectorNorm(values) };
  return { value: realArrayBinary(values), norm: vectorNorm(values) };
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
