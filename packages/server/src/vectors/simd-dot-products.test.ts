import { describe, expect, it } from 'vitest';
import { createDotProductMatrix, dotProductJs } from './simd-dot-products';

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

  it('leave dimensions that are not a multiple of 4 to the scalar loop', () => {
    expect(createDotProductMatrix(3, 6)).toBeNull();
    expect(
      dotProductJs(Float32Array.from([1, 2, 3, 4, 5, 6]), 0, Float32Array.from([1, 1, 1, 1, 1, 2])),
    ).toBe(27);
  });
});
