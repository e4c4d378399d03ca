// Pure generators, free of server imports, so other benchmarks (the browser ones in examples/web-app/bench)
// seed look-alike data without pulling the server in.

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sa',
  'tu',
  'vel',
  'no',
  'dri',
  'pha',
  'es',
  'qui',
  'zor',
  'bel',
  'ann',
  'ot',
];

/** `size` distinct pseudo-words made of 2–4 syllables. */
export function createVocabulary(random: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

/** Samples word ranks with Zipf's law (exponent 1), like natural text: few frequent words, many rare. */
export function zipfSampler(random: () => number, size: number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}
