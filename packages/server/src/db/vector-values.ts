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

/** Powers of ten a double holds exactly (10^0 … 10^22): a product or quotient with one is correctly rounded. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** The shortest decimal of `value` the slow way: `toPrecision` at 1, 2, … digits until it reads back. */
function shortestFloat32ByPrecision(value: number): number {
  for (let digits = 1; digits < 9; digits += 1) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.fround(candidate) === value) return candidate;
  }
  return Number(value.toPrecision(9));
}

/** `magnitude` × 10^`exponent` correctly rounded: one product or quotient with an exact power of ten. */
function scaled(magnitude: number, exponent: number): number {
  return exponent >= 0
    ? magnitude * (EXACT_POWERS_OF_TEN[exponent] as number)
    : magnitude / (EXACT_POWERS_OF_TEN[-exponent] as number);
}

/**
 * The 9 significant digits of `magnitude` (> 0) as an integer in [10^8, 10^9) and the decimal exponent of the first,
 * as `toExponential(8)` rounds them, or null where the arithmetic cannot promise that (out of exact powers of ten,
 * or a product within rounding error of half a unit).
 */
function nineDigits(magnitude: number): { digits: number; exponent: number; product: number } | null {
  let exponent = Math.floor(Math.log10(magnitude));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // Every scale used, from `exponent - 8` to `exponent`, must be an exact power of ten.
    if (exponent - 8 < -22 || exponent > 22) return null;
    const product = scaled(magnitude, 8 - exponent);
    if (product < 1e8 - 0.5) exponent -= 1;
    else if (product >= 1e9 - 0.5 + 1e-6) exponent += 1;
    else {
      const fraction = product - Math.floor(product);
      // The product is off by at most a few 1e-8; only a fraction near one half could round the other way.
      if (Math.abs(fraction - 0.5) < 1e-6) return null;
      const digits = fraction > 0.5 ? Math.floor(product) + 1 : Math.floor(product);
      return digits === 1e9
        ? { digits: 1e8, exponent: exponent + 1, product: product / 10 }
        : { digits, exponent, product };
    }
  }
  return null;
}

/**
 * The candidate of `digits` significant digits (1–9) from a value's nine digits, as `Number(value.toPrecision(digits))`
 * would give it, or null for an exact tie only the unrounded value can settle.
 */
function candidateOf(
  nine: { digits: number; exponent: number; product: number },
  sign: number,
  digits: number,
): number | null {
  // Both fit an int32 (the digits are below 10^9): an integer remainder, not a floating-point one.
  const divisor = (EXACT_POWERS_OF_TEN[9 - digits] as number) | 0;
  const rest = (nine.digits | 0) % divisor;
  const half = divisor / 2;
  let up = rest > half;
  if (digits < 9 && rest === half) {
    // The 9 digits end in 5…0: the unrounded product says on which side of the half the value lies.
    if (Math.abs(nine.product - nine.digits) < 1e-6) return null;
    up = nine.product > nine.digits;
  }
  const rounded = (nine.digits - rest) / divisor + (up ? 1 : 0);
  return sign * scaled(rounded, nine.exponent - digits + 1);
}

/**
 * The shortest decimal that reads back as the same float32, so `0.1` stored comes back as `0.1`
 * (PostgreSQL prints `real` values the same way). Every vector read answers hundreds of these per record, so the
 * candidates are rounded in integer arithmetic from the value's 9 significant digits (enough for any float32);
 * each equals `Number(value.toPrecision(digits))`. Exact ties and values out of the arithmetic's reach take
 * `toPrecision` itself.
 *
 * The candidates are tried in the order the digits float32 values need are common: about 40% of them read back at 7
 * digits and 55% at 8 (nearly all the rest at 6 or 9), so 7 first, then 8 (and 9, which always reads back) or
 * fewer by bisection: two candidates for most values, where a bisection over 1–9 took three or four. A candidate
 * of more digits is at least as near the value, so once some number of digits reads back every larger one does.
 * (The interval that reads back is narrower below a power of two than above; the tests check every power of two
 * against `toPrecision`.)
 */
export function shortestFloat32(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const nine = nineDigits(Math.abs(value));
  if (!nine) return shortestFloat32ByPrecision(value);
  const sign = value < 0 ? -1 : 1;
  let shortest = candidateOf(nine, sign, 7);
  if (shortest === null) return shortestFloat32ByPrecision(value);
  if (Math.fround(shortest) !== value) {
    const eight = candidateOf(nine, sign, 8);
    if (eight === null) return shortestFloat32ByPrecision(value);
    // Nine digits always read back (and are never a tie: `nineDigits` rounded them).
    return Math.fround(eight) === value ? eight : (candidateOf(nine, sign, 9) as number);
  }
  // Seven read back: the fewest digits are 1 to 7, by bisection (6 first, which only one value in ten passes).
  let fewest = 1;
  let most = 7;
  let digits = 6;
  while (fewest < most) {
    const candidate = candidateOf(nine, sign, digits);
    if (candidate === null) return shortestFloat32ByPrecision(value);
    if (Math.fround(candidate) === value) {
      most = digits;
      shortest = candidate;
    } else fewest = digits + 1;
    digits = (fewest + most) >> 1;
  }
  return shortest;
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

/**
 * PostgreSQL's text form of a `real[]`, the values as `pg` would send the array (each number's `String`), in one
 * pass: `pg` quotes and escapes every element, which for a batch of 768-dimension vectors cost more than the insert.
 */
export function realArrayLiteral(values: readonly number[]): string {
  // `JSON.stringify` prints an array of numbers in about half the time `join` takes, each number as `String` does;
  // only a number that is not finite (which validation refuses) would print differently (`null`).
  return realArrayOfJson(values, JSON.stringify(values));
}

/** `realArrayLiteral` of values whose JSON text (`JSON.stringify(values)`) is already printed. */
function realArrayOfJson(values: readonly number[], json: string): string {
  if (json.includes('n')) return `{${values.join(',')}}`;
  return `{${json.slice(1, -1)}}`;
}

/** A sent vector's stored values, by the sent array: one bulk write both stores and answers each vector. */
const storedValuesOfSent = new WeakMap<readonly number[], number[]>();

/**
 * Values as the database gives them back (`decodeVector`): rounded to float32 and printed shortest. Computed once
 * per sent array (the write on PostgreSQL and the answer of the same request both need them); the result is shared,
 * never to be changed.
 */
export function storedVectorValues(values: readonly number[]): number[] {
  let stored = storedValuesOfSent.get(values);
  if (!stored) {
    stored = Array.from(Float32Array.from(values), shortestFloat32);
    storedValuesOfSent.set(values, stored);
  }
  return stored;
}

/** The JSON text of vector values, by the (shared, never changed) array. */
const jsonOfValues = new WeakMap<readonly number[], string>();

/**
 * `JSON.stringify(values)`, printed once per array: a bulk write on PostgreSQL prints each vector's stored values for
 * its `real[]` literal, and its answer echoes them (768 numbers a record in the SDK's datasets) with the same text
 * (`printedVectorJson`).
 */
export function vectorJson(values: readonly number[]): string {
  let json = jsonOfValues.get(values);
  if (json === undefined) {
    json = JSON.stringify(values);
    jsonOfValues.set(values, json);
  }
  return json;
}

/** The text `vectorJson` printed for these values, if it did. */
export function printedVectorJson(values: readonly number[]): string | undefined {
  return jsonOfValues.get(values);
}

/**
 * The `value` and `norm` columns of a vector row being written. PostgreSQL is sent the float32 values printed
 * shortest, the same `real`s as the sent doubles: half the text to print, send and parse (a double printed whole
 * took longer than the insert), and the same numbers (and text, `vectorJson`) the answer echoes.
 */
export function vectorColumns(dialect: DialectName, values: readonly number[]): VectorValueColumns {
  if (dialect !== 'postgres') return { value: encodeVector(dialect, values), norm: vectorNorm(values) };
  const stored = storedVectorValues(values);
  return { value: realArrayOfJson(stored, vectorJson(stored)), norm: vectorNorm(values) };
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
