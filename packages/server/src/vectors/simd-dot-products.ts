import { runBeside } from './dot-product-helper';

/**
 * Dot products of a query with every row of a float32 matrix, in WebAssembly SIMD: several times the speed of the
 * scalar loop, which JavaScript engines do not vectorize. The module is a few dozen instructions, written out here as
 * bytes (no compiler in the build). It computes exactly what {@link dotProductJs} computes: each float32 product is
 * exact in float64, and the eight float64 partial sums (element index mod 8) are added in the same order, so both
 * give bit-identical scores and the same ranking. Eight, in four two-lane accumulators: two left each row waiting on
 * its additions, though the gain is small (100,000 × 768: 47.0 → 45.4 ms, alternated in one process): a large matrix
 * is bound by reading memory, so it is ranked on two threads (`PARALLEL_MIN_FLOATS`, 46 → 24 ms).
 */

/** The byte code of `dots(matrix, rows, dims, query, out)`, byte offsets into the imported memory. */
function dotsModule(): Uint8Array<ArrayBuffer> {
  // Opcodes (WebAssembly core 2.0 with fixed-width SIMD).
  const get = 0x20;
  const set = 0x21;
  const i32Const = 0x41;
  const [block, loop, end, br, brIf] = [0x02, 0x03, 0x0b, 0x0c, 0x0d];
  const [i32Add, i32And, i32Shl, i32GeU] = [0x6a, 0x71, 0x74, 0x4f];
  const [f64Add, f64Store] = [0xa0, 0x39];
  const simd = (op: number, ...rest: number[]) => [0xfd, ...leb(op), ...rest];
  const v128Load = (offset: number) => simd(0x00, 4, offset);
  const load64Zero = (offset: number) => simd(0x5d, 3, offset);
  const promoteLow = simd(0x5f);
  const [f64x2Add, f64x2Mul] = [simd(0xf0), simd(0xf2)];
  const lane = (index: number) => simd(0x21, index);
  const zero = simd(0x0c, ...new Array<number>(16).fill(0));
  // Parameters 0–4: matrix, rows, dims, query (float64), out (float64); locals 5 row, 6 p, 7 q, 8 rowEnd, 9 the end
  // of the row's whole groups of 8, 10–13 the sums (lanes: partial sums 0–1, 2–3, 4–5, 6–7).
  const sums = [10, 11, 12, 13];
  // sum += float64(two floats at p + matrixOffset) × (two float64 at q + queryOffset)
  const accumulate = (sum: number, matrixOffset: number, queryOffset: number) => [
    ...[get, sum, get, 6, ...load64Zero(matrixOffset), ...promoteLow, get, 7, ...v128Load(queryOffset)],
    ...[...f64x2Mul, ...f64x2Add, set, sum],
  ];
  const advance = (local: number, bytes: number[]) => [get, local, i32Const, ...bytes, i32Add, set, local];
  const body = [
    ...[2, 5, 0x7f, 4, 0x7b], // 5 i32 locals, 4 v128 locals
    ...[get, 0, set, 6, block, 0x40, loop, 0x40],
    ...[get, 5, get, 1, i32GeU, brIf, 1],
    ...sums.flatMap((sum) => [...zero, set, sum]),
    ...[get, 3, set, 7],
    ...[get, 6, get, 2, i32Const, 2, i32Shl, i32Add, set, 8],
    // i32.const -8 (signed LEB128 0x78): the dimensions rounded down to a multiple of 8.
    ...[get, 6, get, 2, i32Const, 0x78, i32And, i32Const, 2, i32Shl, i32Add, set, 9],
    ...[block, 0x40, loop, 0x40, get, 6, get, 9, i32GeU, brIf, 1],
    ...sums.flatMap((sum, k) => accumulate(sum, 8 * k, 16 * k)),
    // p += 32; q += 64 (signed LEB128 of 64: 0xc0 0x00)
    ...[...advance(6, [32]), ...advance(7, [0xc0, 0x00]), br, 0, end, end],
    // Dimensions of the form 8k + 4: their last four floats, partial sums 0–3.
    ...[block, 0x40, get, 6, get, 8, i32GeU, brIf, 0],
    ...[...accumulate(10, 0, 0), ...accumulate(11, 8, 16), ...advance(6, [16]), end],
    ...[get, 4, get, 5, i32Const, 3, i32Shl, i32Add],
    // (((((((d0 + d1) + d2) + d3) + d4) + d5) + d6) + d7), the scalar loop's order.
    ...[get, 10, ...lane(0), get, 10, ...lane(1), f64Add],
    ...[11, 12, 13].flatMap((sum) => [get, sum, ...lane(0), f64Add, get, sum, ...lane(1), f64Add]),
    ...[f64Store, 3, 0],
    ...[get, 5, i32Const, 1, i32Add, set, 5, br, 0, end, end, end],
  ];
  const section = (id: number, content: number[]) => [id, ...leb(content.length), ...content];
  const name = (text: string) => [text.length, ...Array.from(text, (c) => c.charCodeAt(0))];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 5, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0]),
    // The memory: shared (flags 0x03), at least 1 page, at most 65,536 (4 GiB), so a helper thread can rank beside.
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x03, 1, ...leb(65536)]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...name('dots'), 0x00, 0]),
    ...section(10, [1, ...leb(body.length), ...body]),
  ]);
}

/** Unsigned LEB128. */
function leb(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    bytes.push(rest === 0 ? byte : byte | 0x80);
  } while (rest !== 0);
  return bytes;
}

let compiled: WebAssembly.Module | null | undefined;

/** The compiled module, or null where the runtime has no WebAssembly SIMD. */
function dotsWasm(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(dotsModule());
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** A float32 matrix in WebAssembly memory, ranked against one query at a time. */
export interface DotProductMatrix {
  /** The matrix, row after row: fill it, then call {@link DotProductMatrix.dotProducts}. */
  readonly values: Float32Array;
  /** The dot product of `query` (float32 values, `dimensions` of them) with each of the first `rows` rows. */
  dotProducts(query: Float32Array, rows: number): Float64Array;
}

const PAGE = 65536;

/**
 * Matrices of at least this many floats are ranked on two threads (`dot-product-helper.ts`), half of the rows each:
 * below it, handing a part over costs more than it saves.
 */
export const PARALLEL_MIN_FLOATS = 1 << 22;

/**
 * A matrix of `rows` × `dimensions` float32 values in WebAssembly memory, or null where SIMD is unavailable, the
 * dimensions are not a multiple of 4, or the matrix would not fit a 32-bit memory (callers use the scalar loop).
 */
export function createDotProductMatrix(rows: number, dimensions: number): DotProductMatrix | null {
  const module = dimensions % 4 === 0 ? dotsWasm() : null;
  const matrixBytes = rows * dimensions * 4;
  const queryBytes = dimensions * 8;
  const total = matrixBytes + queryBytes + rows * 8;
  if (!module || total > 3.5 * 1024 ** 3) return null;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true });
  const { dots } = new WebAssembly.Instance(module, { env: { memory } }).exports as {
    dots: (matrix: number, rows: number, dims: number, query: number, out: number) => void;
  };
  const values = new Float32Array(memory.buffer, 0, rows * dimensions);
  const query = new Float64Array(memory.buffer, matrixBytes, dimensions);
  const out = new Float64Array(memory.buffer, matrixBytes + queryBytes, rows);
  return {
    values,
    dotProducts(q, count) {
      query.set(q);
      const ranked = Math.min(count, rows);
      const half = ranked * dimensions >= PARALLEL_MIN_FLOATS ? ranked >> 1 : ranked;
      const mine = () => dots(0, half, dimensions, query.byteOffset, out.byteOffset);
      if (half === ranked) mine();
      else {
        // Rows are independent and each is computed by the same code: the split changes no score.
        const theirs = {
          module,
          memory,
          matrix: half * dimensions * 4,
          rows: ranked - half,
          dims: dimensions,
          query: query.byteOffset,
          out: out.byteOffset + half * 8,
        };
        runBeside(theirs, mine);
      }
      return out;
    },
  };
}

/**
 * Dot product of a matrix row and the query; eight accumulators (element index mod 8, as the SIMD module keeps them)
 * keep the loop's dependency chains short.
 */
export function dotProductJs(values: Float32Array, offset: number, q: Float32Array): number {
  const n = q.length;
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  let d4 = 0;
  let d5 = 0;
  let d6 = 0;
  let d7 = 0;
  let j = 0;
  for (; j + 7 < n; j += 8) {
    const o = offset + j;
    d0 += (values[o] as number) * (q[j] as number);
    d1 += (values[o + 1] as number) * (q[j + 1] as number);
    d2 += (values[o + 2] as number) * (q[j + 2] as number);
    d3 += (values[o + 3] as number) * (q[j + 3] as number);
    d4 += (values[o + 4] as number) * (q[j + 4] as number);
    d5 += (values[o + 5] as number) * (q[j + 5] as number);
    d6 += (values[o + 6] as number) * (q[j + 6] as number);
    d7 += (values[o + 7] as number) * (q[j + 7] as number);
  }
  if (j + 3 < n) {
    const o = offset + j;
    d0 += (values[o] as number) * (q[j] as number);
    d1 += (values[o + 1] as number) * (q[j + 1] as number);
    d2 += (values[o + 2] as number) * (q[j + 2] as number);
    d3 += (values[o + 3] as number) * (q[j + 3] as number);
    j += 4;
  }
  for (; j < n; j += 1) d0 += (values[offset + j] as number) * (q[j] as number);
  return d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7;
}
