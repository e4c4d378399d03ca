import { describe, expect, it } from 'vitest';
import { dotProductHelperState } from './dot-product-helper';
import { createDotProductMatrix, dotProductJs, PARALLEL_MIN_FLOATS } from './simd-dot-products';

describe('SIMD dot products', () => {
  it('give bit-identical results to the scalar loop, for the rows asked', () => {
    const rows = 37;
    const dimensions = 24;
    const matrix = createDotProductMatrix(rows, dimensions);
    expect(matrix).not.toBeNull();
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < matrix!.values.length; i += 1) matrix!.values[i] = random() * 1e3;
    const query = Float32Array.from({ length: dimensions }, random);
    const dots = matrix!.dotProducts(query, rows);
    for (let row = 0; row < rows; row += 1)
      expect(dots[row]).toBe(dotProductJs(matrix!.values, row * dimensions, query));
    expect(matrix!.dotProducts(query, 1)[0]).toBe(dots[0]);
  });

  /** A filled matrix and a query, from a fixed seed. */
  function seeded(rows: number, dimensions: number) {
    const matrix = createDotProductMatrix(rows, dimensions)!;
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < matrix.values.length; i += 1) matrix.values[i] = random();
    return { matrix, query: Float32Array.from({ length: dimensions }, random) };
  }

  it('keep the scalar order for dimensions of the form 8k + 4 (their last four floats)', () => {
    for (const dimensions of [4, 12, 20]) {
      const { matrix, query } = seeded(9, dimensions);
      const dots = matrix.dotProducts(query, 9);
      for (let row = 0; row < 9; row += 1)
        expect(dots[row]).toBe(dotProductJs(matrix.values, row * dimensions, query));
    }
  });

  it('rank a large matrix on two threads, half of the rows each, with the same scores', () => {
    const dimensions = 768;
    const rows = Math.ceil(PARALLEL_MIN_FLOATS / dimensions) + 3;
    const { matrix, query } = seeded(rows, dimensions);
    const dots = Float64Array.from(matrix.dotProducts(query, rows));
    expect(dotProductHelperState()).toBe('running');
    for (let row = 0; row < rows; row += 1)
      expect(dots[row], `row ${row}`).toBe(dotProductJs(matrix.values, row * dimensions, query));
    // Fewer rows than the threshold: one thread, the same scores for them.
    const fewer = matrix.dotProducts(query, 100);
    expect(Array.from(fewer.subarray(0, 100))).toEqual(Array.from(dots.subarray(0, 100)));
  });

  it('leave dimensions that are not a multiple of 4 to the scalar loop', () => {
    expect(createDotProductMatrix(3, 6)).toBeNull();
    expect(
      dotProductJs(Float32Array.from([1, 2, 3, 4, 5, 6]), 0, Float32Array.from([1, 1, 1, 1, 1, 2])),
    ).toBe(27);
  });
});
