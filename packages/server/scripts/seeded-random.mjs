// A tiny seeded PRNG (mulberry32) and the helpers the demo-data generators share, so their output is reproducible.

/** A function returning numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `pick`, `int`, `between` over one random source; `round` to a number of digits. */
export function randomHelpers(random) {
  return {
    pick: (list) => list[Math.floor(random() * list.length)],
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    between: (min, max) => min + random() * (max - min),
  };
}

export const round = (x, digits) => Math.round(x * 10 ** digits) / 10 ** digits;
